CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "open_decks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key_id" uuid,
	"topic" text,
	"theme_id" text NOT NULL,
	"state" text NOT NULL,
	"error_code" bigint,
	"callback_url" text,
	"callback_key" text,
	"callback_due_at" timestamp with time zone,
	"callback_attempts" bigint DEFAULT 0 NOT NULL,
	"called_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_decks" ADD CONSTRAINT "open_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_decks" ADD CONSTRAINT "open_decks_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "open_decks_user_idx" ON "open_decks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "open_decks_waiting_idx" ON "open_decks" USING btree ("created_at") WHERE state in ('outlining', 'writing');--> statement-breakpoint
CREATE INDEX "open_decks_owed_idx" ON "open_decks" USING btree ("callback_due_at") WHERE callback_url is not null and called_back_at is null;