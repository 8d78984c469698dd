ALTER TABLE "banner_langs" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "banner_langs" ADD COLUMN "button" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button" text;--> statement-breakpoint
ALTER TABLE "home_slider_langs" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "home_slider_langs" ADD COLUMN "button" text;--> statement-breakpoint
ALTER TABLE "home_sliders" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "home_sliders" ADD COLUMN "button" text;