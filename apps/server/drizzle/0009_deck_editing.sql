ALTER TABLE "records" ADD COLUMN "origin_deck" jsonb;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "deck_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decks generated before editing existed are their own origin.
UPDATE "records" SET "origin_deck" = "deck" WHERE "preview_status" = 'completed';
