DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_type_status_idx";--> statement-breakpoint
DROP INDEX "products_listed_count_idx";--> statement-breakpoint
CREATE INDEX "products_count_by_category_idx" ON "products" USING btree ("product_type","category_id","sale_price","in_stock","usport","list_price") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_count_by_price_idx" ON "products" USING btree ("product_type","sale_price","category_id","in_stock","usport","list_price") WHERE status = 'on_sale' and deleted_at is null;