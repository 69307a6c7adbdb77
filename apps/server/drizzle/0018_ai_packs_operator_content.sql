CREATE TABLE "ad_events" (
	"ad_id" text NOT NULL,
	"event" text NOT NULL,
	"day" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_events_day_ad_id_event_pk" PRIMARY KEY("day","ad_id","event"),
	CONSTRAINT "ad_events_event" CHECK (event in ('view', 'click'))
);
--> statement-breakpoint
CREATE TABLE "operator_content" (
	"slot" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "from_pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ai_points" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_pack_points" bigint DEFAULT 0 NOT NULL;