DROP INDEX "products_listed_recommended_idx";--> statement-breakpoint
DROP INDEX "products_listed_newest_idx";--> statement-breakpoint
DROP INDEX "products_listed_price_idx";--> statement-breakpoint
DROP INDEX "products_listed_sales_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_recommended_idx" ON "products" USING btree ("sort","id","product_type","category_id","sale_price","list_price","usport","created_at","sales","in_stock") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at","id","product_type","category_id","sale_price","list_price","usport","sort","sales","in_stock") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("sale_price","id","product_type","category_id","list_price","usport","sort","created_at","sales","in_stock") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_sales_idx" ON "products" USING btree ("sales","id","product_type","category_id","sale_price","list_price","usport","sort","created_at","in_stock") WHERE status = 'on_sale' and deleted_at is null;--> statement-breakpoint
-- products.in_stock says whether a live SKU (del_tag 0) of the product has stock. Every write to
-- product_skus keeps it, in the same transaction: a statement's SKUs whose stock or del_tag crossed
-- that line (or that were added, removed or moved) name the products to look at again
-- (docs/decisions/product-in-stock-flag.md).
CREATE FUNCTION refresh_products_in_stock(product_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  -- The product rows are locked first, in id order, so two transactions changing the same
  -- products never wait on each other in a circle. The flag is then read in a statement of its
  -- own, whose snapshot (read committed) sees every SKU change committed before the lock was won.
  -- Only a flag that changes is written: the flag is in the list indexes, so each write adds an
  -- entry to every index of the row.
  PERFORM 1 FROM products WHERE id = ANY (product_ids) ORDER BY id FOR UPDATE;
  UPDATE products p
     SET in_stock = NOT p.in_stock
   WHERE p.id = ANY (product_ids)
     AND p.in_stock <> EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id AND s.del_tag = 0 AND s.stock > 0);
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_skus_refresh_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_products_in_stock(ARRAY(
      SELECT DISTINCT product_id FROM new_skus WHERE del_tag = 0 AND stock > 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_products_in_stock(ARRAY(
      SELECT DISTINCT product_id FROM old_skus WHERE del_tag = 0 AND stock > 0));
  ELSE
    PERFORM refresh_products_in_stock(ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.product_id, n.product_id])
        FROM old_skus o JOIN new_skus n ON n.id = o.id
       WHERE o.product_id <> n.product_id
          OR (o.del_tag = 0 AND o.stock > 0) <> (n.del_tag = 0 AND n.stock > 0)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_skus_in_stock_insert AFTER INSERT ON product_skus
  REFERENCING NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_in_stock();
--> statement-breakpoint
CREATE TRIGGER product_skus_in_stock_update AFTER UPDATE ON product_skus
  REFERENCING OLD TABLE AS old_skus NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_in_stock();
--> statement-breakpoint
CREATE TRIGGER product_skus_in_stock_delete AFTER DELETE ON product_skus
  REFERENCING OLD TABLE AS old_skus
  FOR EACH STATEMENT EXECUTE FUNCTION product_skus_refresh_in_stock();
--> statement-breakpoint
UPDATE products p
   SET in_stock = EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id AND s.del_tag = 0 AND s.stock > 0);
