CREATE TABLE "channel_users" (
	"partner_id" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_users_partner_id_external_id_pk" PRIMARY KEY("partner_id","external_id"),
	CONSTRAINT "channel_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_usage" (
	"partner_id" text NOT NULL,
	"period" text NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_usage_partner_id_period_pk" PRIMARY KEY("partner_id","period")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_salt" text NOT NULL,
	"secret_hash" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quota_kind" text NOT NULL,
	"quota_limit" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_users" ADD CONSTRAINT "channel_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_users" ADD CONSTRAINT "channel_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_usage" ADD CONSTRAINT "partner_usage_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;