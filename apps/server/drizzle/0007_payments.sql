CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"product_id" text NOT NULL,
	"from_end_at" bigint NOT NULL,
	"to_end_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"product_title" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pay_url" text,
	"transaction_id" text,
	"flagged" text,
	"granted_end_at" bigint,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_pay" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"price_original" bigint DEFAULT 0 NOT NULL,
	"tip" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"is_union_product" boolean DEFAULT false NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"duration_days" bigint,
	"sort" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_source_idx" ON "entitlements" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
INSERT INTO "products" ("id", "title", "price_pay", "price_original", "tip", "description", "badge", "selected", "duration_days", "sort") VALUES
  ('pro-monthly', '专业版 月度会员', 2990, 0, '', '30 天专业版权益', '', false, 30, 1),
  ('pro-quarterly', '专业版 季度会员', 6900, 8970, '约 ¥23/月', '90 天专业版权益', '', false, 90, 2),
  ('pro-yearly', '专业版 年度会员', 19900, 35880, '约 ¥16.6/月', '365 天专业版权益', '最划算', true, 365, 3),
  ('pro-lifetime', '专业版 永久会员', 39900, 0, '一次购买，永久使用', '永久专业版权益', '一次买断', false, NULL, 4)
ON CONFLICT ("id") DO NOTHING;
