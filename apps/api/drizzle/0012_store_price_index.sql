-- A store's page by price: its public products in the order of their price before sales (`basePrice`), so the page
-- reads its own products in order. Through products_base_price_idx alone a store holding 5 % of the products skipped
-- 13 058 other shops' products for its cheapest 30 (13 077 buffers at 100 000 products; 0.6 ms through this one).
CREATE INDEX "products_store_price_idx" ON "products" USING btree ("admin_id",(CASE WHEN offered > 0 THEN offered ELSE selling END),"id") WHERE status = 1;