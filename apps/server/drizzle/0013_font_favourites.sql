CREATE TABLE "font_favourites" (
	"user_id" uuid NOT NULL,
	"font_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "font_favourites_user_id_font_id_pk" PRIMARY KEY("user_id","font_id")
);
--> statement-breakpoint
ALTER TABLE "font_favourites" ADD CONSTRAINT "font_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;