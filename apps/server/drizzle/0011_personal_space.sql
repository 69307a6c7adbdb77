ALTER TABLE "records" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "records_trash_idx" ON "records" USING btree ("deleted_at") WHERE deleted_at is not null;