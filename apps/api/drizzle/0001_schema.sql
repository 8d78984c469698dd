CREATE TABLE "attribute_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"attribute_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_value_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"attribute_value_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"attribute_id" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"featured" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"admin_id" integer,
	"slug" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_deal_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"bundle_deal_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"buy" integer NOT NULL,
	"free" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"image" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"admin_id" integer,
	"slug" varchar(255) NOT NULL,
	"parent" integer,
	"featured" smallint DEFAULT 0 NOT NULL,
	"in_footer" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"category_id" integer NOT NULL,
	"title" text,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_with_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_attributes" (
	"inventory_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	CONSTRAINT "inventory_attributes_inventory_id_attribute_value_id_pk" PRIMARY KEY("inventory_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"primary" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_collection_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"product_collection_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"admin_id" integer,
	"slug" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"product_id" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"product_id" integer NOT NULL,
	"title" text,
	"description" text,
	"overview" text,
	"unit" text,
	"badge" text,
	"meta_title" text,
	"meta_description" text,
	"tags" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"overview" text,
	"unit" text,
	"badge" text,
	"meta_title" text,
	"meta_description" text,
	"tags" text,
	"selling" numeric(10, 2) NOT NULL,
	"purchased" numeric(10, 2) DEFAULT 0 NOT NULL,
	"offered" numeric(10, 2) DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"video" text,
	"video_thumb" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"warranty" smallint DEFAULT 2 NOT NULL,
	"refundable" smallint DEFAULT 2 NOT NULL,
	"mind_change" smallint DEFAULT 2 NOT NULL,
	"tax_rule_id" integer,
	"shipping_rule_id" integer,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(10, 2) DEFAULT 0 NOT NULL,
	"bundle_deal_id" integer,
	"brand_id" integer,
	"admin_id" integer,
	"slug" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" varchar(8) NOT NULL,
	"state" varchar(16) NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"day_needed" integer DEFAULT 1 NOT NULL,
	"pickup_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"pickup_point" smallint DEFAULT 0 NOT NULL,
	"pickup_phone" text,
	"pickup_address_line_1" text,
	"pickup_address_line_2" text,
	"pickup_zip" text,
	"pickup_state" text,
	"pickup_city" text,
	"pickup_country" text,
	"shipping_rule_id" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rule_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"shipping_rule_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"single_price" smallint DEFAULT 0 NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"tag_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rule_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"tax_rule_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "updated_inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"voucher_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"usage_limit" integer NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"min_spend" numeric(10, 2) DEFAULT 0 NOT NULL,
	"code" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"capped_price" numeric(10, 2),
	"store_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"user_token" varchar(191),
	"refunded" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"user_id" integer,
	"user_token" varchar(191),
	"quantity" integer NOT NULL,
	"shipping_place_id" integer,
	"shipping_type" smallint DEFAULT 1 NOT NULL,
	"selected" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compare_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"viewed" smallint DEFAULT 0 NOT NULL,
	"replied" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"default_address" integer,
	"user_token" varchar(191) NOT NULL,
	"viewed" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordered_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"shipping_place_id" integer,
	"shipping_type" smallint DEFAULT 1 NOT NULL,
	"purchased" numeric(10, 2) DEFAULT 0 NOT NULL,
	"selling" numeric(10, 2) NOT NULL,
	"tax_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(10, 2) DEFAULT 0 NOT NULL,
	"commission_amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"shipping_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"bundle_offer" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"order_method" smallint NOT NULL,
	"wallet" varchar(32),
	"currency" varchar(8) NOT NULL,
	"payment_done" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"payment_token" text,
	"trans_id" text,
	"user_id" integer,
	"user_token" varchar(191),
	"user_address_id" integer,
	"voucher_id" integer,
	"viewed" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"user_token" varchar(191),
	"order_id" integer,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating_review_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"address_1" text NOT NULL,
	"address_2" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"delivery_instruction" text,
	"default" smallint DEFAULT 2 NOT NULL,
	"user_id" integer,
	"user_token" varchar(191),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_follow_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" varchar(191) NOT NULL,
	"password" text,
	"google_id" text,
	"facebook_id" text,
	"verified" smallint DEFAULT 0 NOT NULL,
	"default_address" integer,
	"phone" text,
	"viewed" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(32) DEFAULT 'user' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"scopes" text DEFAULT 'user' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" varchar(32) NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"order_method" integer NOT NULL,
	"wallet" varchar(32),
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"return_url" text,
	"cancel_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"email" varchar(191) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" varchar(191) NOT NULL,
	"email" varchar(191) NOT NULL,
	"password" text,
	"role" varchar(16) DEFAULT 'vendor' NOT NULL,
	"commission" numeric(10, 2) DEFAULT 0 NOT NULL,
	"verified" smallint DEFAULT 0 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"viewed" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"store_id" integer NOT NULL,
	"name" text,
	"meta_title" text,
	"meta_description" text,
	"whatsapp_default_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"name" text NOT NULL,
	"slug" varchar(255) NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"admin_id" integer NOT NULL,
	"whatsapp_btn" smallint DEFAULT 0 NOT NULL,
	"whatsapp_number" text,
	"whatsapp_default_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"banner_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_source_brands" (
	"banner_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "banner_source_brands_banner_id_brand_id_pk" PRIMARY KEY("banner_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "banner_source_categories" (
	"banner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "banner_source_categories_banner_id_category_id_pk" PRIMARY KEY("banner_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "banner_source_products" (
	"banner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "banner_source_products_banner_id_product_id_pk" PRIMARY KEY("banner_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"type" smallint NOT NULL,
	"source_type" smallint NOT NULL,
	"tags" text,
	"url" text,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"slug" varchar(255) NOT NULL,
	"closable" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_pattern" text NOT NULL,
	"header_script" smallint DEFAULT 0 NOT NULL,
	"header_script_code" text,
	"body_script" smallint DEFAULT 0 NOT NULL,
	"body_script_code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_image_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_link_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"header_link_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slider_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"home_slider_id" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slider_source_brands" (
	"home_slider_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "home_slider_source_brands_home_slider_id_brand_id_pk" PRIMARY KEY("home_slider_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "home_slider_source_categories" (
	"home_slider_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "home_slider_source_categories_home_slider_id_category_id_pk" PRIMARY KEY("home_slider_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "home_slider_source_products" (
	"home_slider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "home_slider_source_products_home_slider_id_product_id_pk" PRIMARY KEY("home_slider_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "home_sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"type" smallint NOT NULL,
	"source_type" smallint NOT NULL,
	"tags" text,
	"url" text,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"slug" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(12) NOT NULL,
	"direction" varchar(3) DEFAULT 'ltr' NOT NULL,
	"predefined" smallint DEFAULT 0 NOT NULL,
	"default" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"page_id" integer NOT NULL,
	"title" text,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(255) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"page_from_component" smallint DEFAULT 0 NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cash_on_delivery" smallint DEFAULT 1 NOT NULL,
	"paypal" smallint DEFAULT 0 NOT NULL,
	"paypal_key" text,
	"paypal_secret" text,
	"razorpay" smallint DEFAULT 0 NOT NULL,
	"razorpay_key" text,
	"razorpay_secret" text,
	"stripe" smallint DEFAULT 0 NOT NULL,
	"stripe_key" text,
	"stripe_secret" text,
	"flutterwave" smallint DEFAULT 0 NOT NULL,
	"fw_environment" text,
	"fw_public_key" text,
	"fw_secret_key" text,
	"fw_encryption_key" text,
	"iyzico_payment" smallint DEFAULT 0 NOT NULL,
	"ip_base_url" text,
	"ip_api_key" text,
	"ip_secret_key" text,
	"bank" smallint DEFAULT 0 NOT NULL,
	"bank_name" text,
	"account_name" text,
	"branch_name" text,
	"account_number" text,
	"payfast" smallint DEFAULT 0 NOT NULL,
	"payfast_merchant_id" text,
	"payfast_merchant_key" text,
	"payfast_passphrase" text,
	"mobile_transfer" smallint DEFAULT 0 NOT NULL,
	"enzona" smallint DEFAULT 0 NOT NULL,
	"enzona_account" text,
	"transfermovil" smallint DEFAULT 0 NOT NULL,
	"transfermovil_account" text,
	"mobile_account_name" text,
	"sandbox" smallint DEFAULT 1 NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" varchar(8) DEFAULT 'USD' NOT NULL,
	"currency_icon" varchar(8) DEFAULT '$' NOT NULL,
	"currency_position" varchar(2) DEFAULT '1' NOT NULL,
	"decimal_format" varchar(16) DEFAULT 'en-US' NOT NULL,
	"email" text,
	"phone" text,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"default_country" varchar(2),
	"default_state" varchar(16),
	"google_login" smallint DEFAULT 0 NOT NULL,
	"facebook_login" smallint DEFAULT 0 NOT NULL,
	"attach_pdf" smallint DEFAULT 0 NOT NULL,
	"guest_checkout" smallint DEFAULT 1 NOT NULL,
	"send_seller_email" smallint DEFAULT 0 NOT NULL,
	"enable_ga" smallint DEFAULT 0 NOT NULL,
	"ga_id" text,
	"enable_pixel" smallint DEFAULT 0 NOT NULL,
	"pixel_id" text,
	"vendor_registration" smallint DEFAULT 1 NOT NULL,
	"cookie_banner" smallint DEFAULT 1 NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_feature_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"site_feature_id" integer NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_setting_langs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(12) NOT NULL,
	"site_setting_id" integer NOT NULL,
	"site_name" text,
	"meta_title" text,
	"meta_description" text,
	"copyright_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"site_url" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"copyright_text" text,
	"email_logo" text,
	"header_logo" text,
	"footer_logo" text,
	"primary_color" varchar(16),
	"primary_hover_color" varchar(16),
	"styling" text,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_langs" ADD CONSTRAINT "attribute_langs_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_value_langs" ADD CONSTRAINT "attribute_value_langs_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_langs" ADD CONSTRAINT "brand_langs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_deal_langs" ADD CONSTRAINT "bundle_deal_langs_bundle_deal_id_bundle_deals_id_fk" FOREIGN KEY ("bundle_deal_id") REFERENCES "public"."bundle_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_langs" ADD CONSTRAINT "category_langs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_with_products" ADD CONSTRAINT "collection_with_products_product_collection_id_product_collections_id_fk" FOREIGN KEY ("product_collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_with_products" ADD CONSTRAINT "collection_with_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_langs" ADD CONSTRAINT "flash_sale_langs_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_products" ADD CONSTRAINT "flash_sale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_products" ADD CONSTRAINT "flash_sale_products_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_attributes" ADD CONSTRAINT "inventory_attributes_inventory_id_updated_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."updated_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_attributes" ADD CONSTRAINT "inventory_attributes_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collection_langs" ADD CONSTRAINT "product_collection_langs_product_collection_id_product_collections_id_fk" FOREIGN KEY ("product_collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_langs" ADD CONSTRAINT "product_langs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rule_id_tax_rules_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_rule_id_shipping_rules_id_fk" FOREIGN KEY ("shipping_rule_id") REFERENCES "public"."shipping_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bundle_deal_id_bundle_deals_id_fk" FOREIGN KEY ("bundle_deal_id") REFERENCES "public"."bundle_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_places" ADD CONSTRAINT "shipping_places_shipping_rule_id_shipping_rules_id_fk" FOREIGN KEY ("shipping_rule_id") REFERENCES "public"."shipping_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rule_langs" ADD CONSTRAINT "shipping_rule_langs_shipping_rule_id_shipping_rules_id_fk" FOREIGN KEY ("shipping_rule_id") REFERENCES "public"."shipping_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_langs" ADD CONSTRAINT "tag_langs_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_langs" ADD CONSTRAINT "tax_rule_langs_tax_rule_id_tax_rules_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updated_inventories" ADD CONSTRAINT "updated_inventories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_langs" ADD CONSTRAINT "voucher_langs_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_inventory_id_updated_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."updated_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_place_id_shipping_places_id_fk" FOREIGN KEY ("shipping_place_id") REFERENCES "public"."shipping_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_lists" ADD CONSTRAINT "compare_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_lists" ADD CONSTRAINT "compare_lists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordered_products" ADD CONSTRAINT "ordered_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reviews" ADD CONSTRAINT "rating_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reviews" ADD CONSTRAINT "rating_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reviews" ADD CONSTRAINT "rating_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_rating_review_id_rating_reviews_id_fk" FOREIGN KEY ("rating_review_id") REFERENCES "public"."rating_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follow_stores" ADD CONSTRAINT "user_follow_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follow_stores" ADD CONSTRAINT "user_follow_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wishlists" ADD CONSTRAINT "user_wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wishlists" ADD CONSTRAINT "user_wishlists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_langs" ADD CONSTRAINT "store_langs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_langs" ADD CONSTRAINT "banner_langs_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_brands" ADD CONSTRAINT "banner_source_brands_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_brands" ADD CONSTRAINT "banner_source_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_categories" ADD CONSTRAINT "banner_source_categories_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_categories" ADD CONSTRAINT "banner_source_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_products" ADD CONSTRAINT "banner_source_products_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_source_products" ADD CONSTRAINT "banner_source_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_link_langs" ADD CONSTRAINT "header_link_langs_header_link_id_header_links_id_fk" FOREIGN KEY ("header_link_id") REFERENCES "public"."header_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_langs" ADD CONSTRAINT "home_slider_langs_home_slider_id_home_sliders_id_fk" FOREIGN KEY ("home_slider_id") REFERENCES "public"."home_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_brands" ADD CONSTRAINT "home_slider_source_brands_home_slider_id_home_sliders_id_fk" FOREIGN KEY ("home_slider_id") REFERENCES "public"."home_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_brands" ADD CONSTRAINT "home_slider_source_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_categories" ADD CONSTRAINT "home_slider_source_categories_home_slider_id_home_sliders_id_fk" FOREIGN KEY ("home_slider_id") REFERENCES "public"."home_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_categories" ADD CONSTRAINT "home_slider_source_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_products" ADD CONSTRAINT "home_slider_source_products_home_slider_id_home_sliders_id_fk" FOREIGN KEY ("home_slider_id") REFERENCES "public"."home_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_source_products" ADD CONSTRAINT "home_slider_source_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_langs" ADD CONSTRAINT "page_langs_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_feature_langs" ADD CONSTRAINT "site_feature_langs_site_feature_id_site_features_id_fk" FOREIGN KEY ("site_feature_id") REFERENCES "public"."site_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_setting_langs" ADD CONSTRAINT "site_setting_langs_site_setting_id_site_settings_id_fk" FOREIGN KEY ("site_setting_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_langs_parent_lang_unique" ON "attribute_langs" USING btree ("attribute_id","lang");--> statement-breakpoint
CREATE INDEX "attribute_langs_lang_idx" ON "attribute_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_value_langs_parent_lang_unique" ON "attribute_value_langs" USING btree ("attribute_value_id","lang");--> statement-breakpoint
CREATE INDEX "attribute_value_langs_lang_idx" ON "attribute_value_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_idx" ON "attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_langs_parent_lang_unique" ON "brand_langs" USING btree ("brand_id","lang");--> statement-breakpoint
CREATE INDEX "brand_langs_lang_idx" ON "brand_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_deal_langs_parent_lang_unique" ON "bundle_deal_langs" USING btree ("bundle_deal_id","lang");--> statement-breakpoint
CREATE INDEX "bundle_deal_langs_lang_idx" ON "bundle_deal_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "categories_title_trgm" ON "categories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "category_langs_parent_lang_unique" ON "category_langs" USING btree ("category_id","lang");--> statement-breakpoint
CREATE INDEX "category_langs_lang_idx" ON "category_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "category_langs_title_trgm" ON "category_langs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_with_products_unique" ON "collection_with_products" USING btree ("product_collection_id","product_id");--> statement-breakpoint
CREATE INDEX "collection_with_products_product_idx" ON "collection_with_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_langs_parent_lang_unique" ON "flash_sale_langs" USING btree ("flash_sale_id","lang");--> statement-breakpoint
CREATE INDEX "flash_sale_langs_lang_idx" ON "flash_sale_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_products_unique" ON "flash_sale_products" USING btree ("flash_sale_id","product_id");--> statement-breakpoint
CREATE INDEX "flash_sale_products_product_idx" ON "flash_sale_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collection_langs_parent_lang_unique" ON "product_collection_langs" USING btree ("product_collection_id","lang");--> statement-breakpoint
CREATE INDEX "product_collection_langs_lang_idx" ON "product_collection_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collections_slug_unique" ON "product_collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_langs_parent_lang_unique" ON "product_langs" USING btree ("product_id","lang");--> statement-breakpoint
CREATE INDEX "product_langs_lang_idx" ON "product_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "product_langs_title_trgm" ON "product_langs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_langs_tags_trgm" ON "product_langs" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_admin_idx" ON "products" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "products_shipping_rule_idx" ON "products" USING btree ("shipping_rule_id");--> statement-breakpoint
CREATE INDEX "products_title_trgm" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_trgm" ON "products" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_places_rule_idx" ON "shipping_places" USING btree ("shipping_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rule_langs_parent_lang_unique" ON "shipping_rule_langs" USING btree ("shipping_rule_id","lang");--> statement-breakpoint
CREATE INDEX "shipping_rule_langs_lang_idx" ON "shipping_rule_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_langs_parent_lang_unique" ON "tag_langs" USING btree ("tag_id","lang");--> statement-breakpoint
CREATE INDEX "tag_langs_lang_idx" ON "tag_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "tag_langs_title_trgm" ON "tag_langs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_title_unique" ON "tags" USING btree ("title");--> statement-breakpoint
CREATE INDEX "tags_title_trgm" ON "tags" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rule_langs_parent_lang_unique" ON "tax_rule_langs" USING btree ("tax_rule_id","lang");--> statement-breakpoint
CREATE INDEX "tax_rule_langs_lang_idx" ON "tax_rule_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "updated_inventories_product_idx" ON "updated_inventories" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_langs_parent_lang_unique" ON "voucher_langs" USING btree ("voucher_id","lang");--> statement-breakpoint
CREATE INDEX "voucher_langs_lang_idx" ON "voucher_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_order_unique" ON "cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_token_idx" ON "carts" USING btree ("user_token");--> statement-breakpoint
CREATE UNIQUE INDEX "compare_lists_user_product_unique" ON "compare_lists" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_users_token_unique" ON "guest_users" USING btree ("user_token");--> statement-breakpoint
CREATE INDEX "ordered_products_order_idx" ON "ordered_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ordered_products_product_idx" ON "ordered_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_unique" ON "orders" USING btree ("order");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_token_idx" ON "orders" USING btree ("user_token");--> statement-breakpoint
CREATE INDEX "orders_voucher_idx" ON "orders" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "rating_reviews_product_idx" ON "rating_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("rating_review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_emails_email_unique" ON "subscription_emails" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_addresses_token_idx" ON "user_addresses" USING btree ("user_token");--> statement-breakpoint
CREATE UNIQUE INDEX "user_follow_stores_unique" ON "user_follow_stores" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_wishlists_user_product_unique" ON "user_wishlists" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_reference_unique" ON "payment_sessions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("purpose","email");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_unique" ON "admins" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "store_langs_parent_lang_unique" ON "store_langs" USING btree ("store_id","lang");--> statement-breakpoint
CREATE INDEX "store_langs_lang_idx" ON "store_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_unique" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_admin_unique" ON "stores" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_langs_parent_lang_unique" ON "banner_langs" USING btree ("banner_id","lang");--> statement-breakpoint
CREATE INDEX "banner_langs_lang_idx" ON "banner_langs" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "custom_scripts_status_idx" ON "custom_scripts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "header_link_langs_parent_lang_unique" ON "header_link_langs" USING btree ("header_link_id","lang");--> statement-breakpoint
CREATE INDEX "header_link_langs_lang_idx" ON "header_link_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "home_slider_langs_parent_lang_unique" ON "home_slider_langs" USING btree ("home_slider_id","lang");--> statement-breakpoint
CREATE INDEX "home_slider_langs_lang_idx" ON "home_slider_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_unique" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "page_langs_parent_lang_unique" ON "page_langs" USING btree ("page_id","lang");--> statement-breakpoint
CREATE INDEX "page_langs_lang_idx" ON "page_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "site_feature_langs_parent_lang_unique" ON "site_feature_langs" USING btree ("site_feature_id","lang");--> statement-breakpoint
CREATE INDEX "site_feature_langs_lang_idx" ON "site_feature_langs" USING btree ("lang");--> statement-breakpoint
CREATE UNIQUE INDEX "site_setting_langs_parent_lang_unique" ON "site_setting_langs" USING btree ("site_setting_id","lang");--> statement-breakpoint
CREATE INDEX "site_setting_langs_lang_idx" ON "site_setting_langs" USING btree ("lang");