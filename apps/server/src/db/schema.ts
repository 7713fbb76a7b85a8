/**
 * The whole database schema: every module's tables, for drizzle-kit and for the typed
 * `db.query` API. A module adds its tables file here; other modules still read them only
 * through that module's service (STYLE.md rule 2).
 */
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/addresses/addresses.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/browse-history/browse-history.tables.ts';
export * from '../modules/campaigns/campaigns.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/courses/courses.tables.ts';
export * from '../modules/coupons/coupons.tables.ts';
export * from '../modules/data-dictionary/data-dictionary.tables.ts';
export * from '../modules/enterprises/enterprises.tables.ts';
export * from '../modules/favourites/favourites.tables.ts';
export * from '../modules/home/home.tables.ts';
export * from '../modules/invoices/invoices.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/points/points.tables.ts';
export * from '../modules/redemption/redemption.tables.ts';
export * from '../modules/refunds/refunds.tables.ts';
export * from '../modules/returns/returns.tables.ts';
export * from '../modules/sport/sport.tables.ts';
export * from '../modules/subscriptions/subscriptions.tables.ts';
export * from '../modules/support/support.tables.ts';
export * from '../modules/usport/usport.tables.ts';
