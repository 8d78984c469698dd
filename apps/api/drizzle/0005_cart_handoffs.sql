CREATE TABLE "cart_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"user_token" varchar(191) NOT NULL,
	"origin" varchar(255),
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_handoffs_code_unique" ON "cart_handoffs" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "cart_handoffs_token_idx" ON "cart_handoffs" USING btree ("user_token");