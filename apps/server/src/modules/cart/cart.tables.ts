import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { productSkus, products } from '../catalog/catalog.tables.ts';

/** SPEC §3 Cart item. An add-on line points at the product line it was added with. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSkuId: idColumn('product_sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8, enum: ['product', 'addon'] })
      .notNull()
      .default('product'),
    /** Deleting a product line deletes the add-ons bought with it. */
    parentCartItemId: idColumn('parent_cart_item_id').references((): AnyPgColumn => cartItems.id, {
      onDelete: 'cascade',
    }),
    quantity: integer('quantity').notNull(),
    /** The price when added, to tell the member about a change. */
    addedPrice: integer('added_price'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId, t.createdAt),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    // One line per SKU: simultaneous adds of a SKU meet in ON CONFLICT and sum their quantities.
    uniqueIndex('cart_items_user_sku_unique')
      .on(t.userId, t.productSkuId)
      .where(sql`${t.parentCartItemId} is null`),
    uniqueIndex('cart_items_parent_sku_unique')
      .on(t.parentCartItemId, t.productSkuId)
      .where(sql`${t.parentCartItemId} is not null`),
  ],
);
