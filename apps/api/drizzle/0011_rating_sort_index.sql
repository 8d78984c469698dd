-- The rating sort (`avg_customer_review`): public products in its order (rating, reviews, id, all descending as the
-- listings' ORDER BY), so a page walks this index and stops when full. Without it, a sub-category of 5 000 products
-- sorted by rating read and sorted all 5 000 (21 405 buffers, 90 ms at 100 000 products; 2 852 and 2 ms with it).
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 1;