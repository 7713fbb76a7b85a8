ALTER TABLE "product_skus" ALTER COLUMN "sp_data" SET DEFAULT '{"zhTW":[],"zhCN":[],"en":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "sku_attr" SET DEFAULT '{"zhTW":[],"zhCN":[],"en":[]}'::jsonb;--> statement-breakpoint
-- Custom SQL: spec pairs written before this migration are Traditional Chinese lists; each becomes
-- the zhTW list of its row. zhCN and en stay absent, so readers of those locales fall back to
-- zhTW (db/localised-text.ts) until a translation is written.
UPDATE "product_skus" SET "sp_data" = jsonb_build_object('zhTW', "sp_data") WHERE jsonb_typeof("sp_data") = 'array';--> statement-breakpoint
UPDATE "order_items" SET "sku_attr" = jsonb_build_object('zhTW', "sku_attr") WHERE jsonb_typeof("sku_attr") = 'array';
