DROP INDEX "product_langs_title_gist";--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_fr" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'fr';--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_ar" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'ar';--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_tr" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'tr';--> statement-breakpoint
CREATE INDEX "product_langs_title_gist_hi" ON "product_langs" USING gist ("title" gist_trgm_ops) WHERE lang = 'hi';