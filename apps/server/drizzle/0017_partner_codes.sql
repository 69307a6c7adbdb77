CREATE TABLE "partner_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"order_number" text,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_codes_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_union" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_codes_free_idx" ON "partner_codes" USING btree ("product_id","created_at") WHERE order_number is null;