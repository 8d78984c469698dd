-- Statistics on the price before sales (`basePrice` in src/db/schema/columns.ts, the expression of
-- products_base_price_idx). That index is partial (public products), and PostgreSQL does not estimate a condition
-- from a partial index's statistics: a price range was guessed at 0.5 % of the products (487 of 100 000, when 53 919
-- match), so a category sorted by price within a range read the whole range through a bitmap and joined every row
-- to its category (173 000 buffers) instead of walking the index in order until the page was full (1 671).
CREATE STATISTICS IF NOT EXISTS "products_base_price_stats" ON ((CASE WHEN offered > 0 THEN offered ELSE selling END)) FROM "products";
--> statement-breakpoint
-- An existing catalogue gets its figures now, not at the next automatic analyse (none runs on the embedded database).
ANALYZE "products";
