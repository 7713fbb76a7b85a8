-- The in-stock flag's lock on the product rows becomes FOR NO KEY UPDATE: the flag is not a key
-- column, so the weaker lock is enough, and it does not wait on the key-share locks that order
-- items take on their product (their foreign key). With FOR UPDATE, an order taking a product's
-- last unit waited on every concurrent order whose items named that product, while those orders
-- waited on the SKU row the first one held: a deadlock once checkout inserts an order's items
-- before taking its stock (docs/decisions/checkout-hot-rows.md).
CREATE OR REPLACE FUNCTION refresh_products_in_stock(product_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  -- The product rows are locked first, in id order, so two transactions changing the same
  -- products never wait on each other in a circle. The flag is then read in a statement of its
  -- own, whose snapshot (read committed) sees every SKU change committed before the lock was won.
  -- Only a flag that changes is written: the flag is in the list indexes, so each write adds an
  -- entry to every index of the row.
  PERFORM 1 FROM products WHERE id = ANY (product_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p
     SET in_stock = NOT p.in_stock
   WHERE p.id = ANY (product_ids)
     AND p.in_stock <> EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id AND s.del_tag = 0 AND s.stock > 0);
END
$$;
