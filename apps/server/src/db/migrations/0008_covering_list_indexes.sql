DROP INDEX "products_listed_recommended_idx";--> statement-breakpoint
DROP INDEX "products_listed_newest_idx";--> statement-breakpoint
DROP INDEX "products_listed_price_idx";--> statement-breakpoint
DROP INDEX "products_listed_sales_idx";--> statement-breakpoint
CREATE INDEX "product_skus_in_stock_idx" ON "product_skus" USING btree ("product_id") WHERE del_tag = 0 and stock > 0;--> statement-breakpoint
CREATE INDEX "products_listed_recommended_idx" ON "products" USING btree ("sort","id","product_type","category_id","sale_price","list_price","usport","created_at","sales") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at","id","product_type","category_id","sale_price","list_price","usport","sort","sales") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("sale_price","id","product_type","category_id","list_price","usport","sort","created_at","sales") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_sales_idx" ON "products" USING btree ("sales","id","product_type","category_id","sale_price","list_price","usport","sort","created_at") WHERE status = 'on_sale' and deleted_at is null;