-- One table per language (each with its own statistics: see productSearchTexts in src/db/schema/catalog.ts).
CREATE TABLE "product_search_texts" (
	"product_id" integer NOT NULL,
	"lang" varchar(12) NOT NULL,
	"title" text,
	"tags" text,
	CONSTRAINT "product_search_texts_product_id_lang_pk" PRIMARY KEY("product_id","lang")
) PARTITION BY LIST ("lang");
--> statement-breakpoint
CREATE TABLE "product_search_texts_base" PARTITION OF "product_search_texts" FOR VALUES IN ('base');--> statement-breakpoint
CREATE TABLE "product_search_texts_fr" PARTITION OF "product_search_texts" FOR VALUES IN ('fr');--> statement-breakpoint
CREATE TABLE "product_search_texts_ar" PARTITION OF "product_search_texts" FOR VALUES IN ('ar');--> statement-breakpoint
CREATE TABLE "product_search_texts_tr" PARTITION OF "product_search_texts" FOR VALUES IN ('tr');--> statement-breakpoint
CREATE TABLE "product_search_texts_hi" PARTITION OF "product_search_texts" FOR VALUES IN ('hi');--> statement-breakpoint
ALTER TABLE "product_search_texts" ADD CONSTRAINT "product_search_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The texts each product is found by in each searched language, and its own texts as 'base' (schema:
-- productSearchTexts), kept by the triggers below on every write of products' and translations' titles and tags.
-- The languages are the schema's SEARCHED_LANGUAGES (a test holds them equal).
-- The products' rows are locked first (in id order), then the texts are read in a statement of their own, which
-- sees what transactions that held those locks committed: two writers of one product's texts (its translation in
-- one language and in another, or its title and a translation) take turns, and the second writes from the first's
-- result, never from what it saw before waiting. A plain key share (what a translation's foreign key takes) does
-- not wait for this lock. The search path is the migration's, whatever the caller's.
CREATE FUNCTION "product_search_texts_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO product_search_texts (product_id, lang, title, tags)
  SELECT p.id, l.lang, coalesce(pl.title, p.title), coalesce(pl.tags, p.tags)
  FROM products p
  CROSS JOIN unnest(ARRAY['base', 'fr', 'ar', 'tr', 'hi']::varchar[]) AS l(lang)
  LEFT JOIN product_langs pl ON pl.product_id = p.id AND pl.lang = l.lang AND l.lang <> 'base'
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id, lang) DO UPDATE SET title = EXCLUDED.title, tags = EXCLUDED.tags
  WHERE (product_search_texts.title, product_search_texts.tags) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.tags);
END $$;--> statement-breakpoint
CREATE FUNCTION "product_search_texts_of_inserted"() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM product_search_texts_refresh(ARRAY(SELECT id FROM inserted));
  ELSE
    PERFORM product_search_texts_refresh(ARRAY(SELECT DISTINCT product_id FROM inserted));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_search_texts_of_deleted"() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM product_search_texts_refresh(ARRAY(SELECT DISTINCT product_id FROM deleted));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_search_texts_of_updated"() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM product_search_texts_refresh(ARRAY[NEW.id]);
  ELSE
    PERFORM product_search_texts_refresh(ARRAY[OLD.product_id, NEW.product_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_texts_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_search_texts_of_inserted();--> statement-breakpoint
CREATE TRIGGER "product_search_texts_products_update" AFTER UPDATE OF title, tags ON "products"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION product_search_texts_of_updated();--> statement-breakpoint
CREATE TRIGGER "product_search_texts_langs_insert" AFTER INSERT ON "product_langs"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_search_texts_of_inserted();--> statement-breakpoint
CREATE TRIGGER "product_search_texts_langs_delete" AFTER DELETE ON "product_langs"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION product_search_texts_of_deleted();--> statement-breakpoint
CREATE TRIGGER "product_search_texts_langs_update" AFTER UPDATE OF product_id, lang, title, tags ON "product_langs"
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.lang IS DISTINCT FROM NEW.lang
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION product_search_texts_of_updated();--> statement-breakpoint
-- The products already there, by the same function (before the indexes: one build each instead of 500 000 index
-- insertions).
SELECT product_search_texts_refresh(ARRAY(SELECT id FROM products));--> statement-breakpoint
CREATE INDEX "product_search_texts_title_trgm" ON "product_search_texts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_texts_tags_trgm" ON "product_search_texts" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
-- The page of a text search is chosen among its matches by id (textMatch in src/catalog/sqlParts.ts): this index
-- holds what the page's choice and order read besides the id, so the products' rows (wide: descriptions) are not
-- read for every match. Not described in the drizzle schema (it has no INCLUDE).
CREATE INDEX "products_page_choice_idx" ON "products" ("id") INCLUDE ("status", "updated_at", "created_at", "rating", "review_count");--> statement-breakpoint
ANALYZE product_search_texts;
