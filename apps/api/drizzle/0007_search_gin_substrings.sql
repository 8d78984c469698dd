DROP INDEX "product_langs_title_gist_fr";--> statement-breakpoint
DROP INDEX "product_langs_title_gist_ar";--> statement-breakpoint
DROP INDEX "product_langs_title_gist_tr";--> statement-breakpoint
DROP INDEX "product_langs_title_gist_hi";--> statement-breakpoint
DROP INDEX "products_title_gist";--> statement-breakpoint
CREATE INDEX "product_langs_title_trgm_fr" ON "product_langs" USING gin ("title" gin_trgm_ops) WHERE lang = 'fr';--> statement-breakpoint
CREATE INDEX "product_langs_title_trgm_ar" ON "product_langs" USING gin ("title" gin_trgm_ops) WHERE lang = 'ar';--> statement-breakpoint
CREATE INDEX "product_langs_title_trgm_tr" ON "product_langs" USING gin ("title" gin_trgm_ops) WHERE lang = 'tr';--> statement-breakpoint
CREATE INDEX "product_langs_title_trgm_hi" ON "product_langs" USING gin ("title" gin_trgm_ops) WHERE lang = 'hi';--> statement-breakpoint
CREATE INDEX "product_langs_tags_trgm_fr" ON "product_langs" USING gin ("tags" gin_trgm_ops) WHERE lang = 'fr';--> statement-breakpoint
CREATE INDEX "product_langs_tags_trgm_ar" ON "product_langs" USING gin ("tags" gin_trgm_ops) WHERE lang = 'ar';--> statement-breakpoint
CREATE INDEX "product_langs_tags_trgm_tr" ON "product_langs" USING gin ("tags" gin_trgm_ops) WHERE lang = 'tr';--> statement-breakpoint
CREATE INDEX "product_langs_tags_trgm_hi" ON "product_langs" USING gin ("tags" gin_trgm_ops) WHERE lang = 'hi';--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_fr" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'fr' AND length(title) > 0;--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_ar" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'ar' AND length(title) > 0;--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_tr" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'tr' AND length(title) > 0;--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_hi" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'hi' AND length(title) > 0;--> statement-breakpoint
CREATE INDEX "products_title_gist" ON "products" USING gist ("title" gist_trgm_ops) WHERE length(title) > 0;