import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
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
    parentCartItemId: idColumn('parent_cart_item_id'),
    quantity: integer('quantity').notNull(),
    /** The price when added, to tell the member about a change. */
    addedPrice: integer('added_price'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId, t.createdAt),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
