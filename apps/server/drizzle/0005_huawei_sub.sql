ALTER TABLE "users" ADD COLUMN "huawei_sub" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_huawei_sub_unique" UNIQUE("huawei_sub");