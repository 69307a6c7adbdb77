CREATE TABLE "user_guide_status" (
	"user_id" uuid NOT NULL,
	"guide" text NOT NULL,
	"version" bigint NOT NULL,
	"seen_at" timestamp with time zone,
	"done_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_guide_status_user_id_guide_pk" PRIMARY KEY("user_id","guide")
);
--> statement-breakpoint
ALTER TABLE "user_guide_status" ADD CONSTRAINT "user_guide_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;