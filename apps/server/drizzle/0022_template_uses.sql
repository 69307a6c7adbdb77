CREATE TABLE "template_uses" (
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_uses_user_id_day_kind_template_id_pk" PRIMARY KEY("user_id","day","kind","template_id")
);
--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_uses_template_idx" ON "template_uses" USING btree ("template_id");