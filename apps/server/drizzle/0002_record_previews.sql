ALTER TABLE "records" ADD COLUMN "revision" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "preview_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "finish_page" bigint DEFAULT 0 NOT NULL;