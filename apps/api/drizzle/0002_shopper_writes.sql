ALTER TABLE "payment_sessions" ADD COLUMN "provider" varchar(32) DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "lang" varchar(12);--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_line_unique" ON "carts" USING btree ("user_id","product_id","inventory_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_line_unique" ON "carts" USING btree ("user_token","product_id","inventory_id") WHERE user_id IS NULL;