// Order volume for bench/orders.mjs, written by set-based SQL (generate_series), so a million
// orders with their lines, status history, payments and invoices take minutes, not the hours the
// row-by-row demo seed would. It works on a database already seeded (`npm run seed`): it buys the
// seeded equipment SKUs, and spreads the orders over members of its own.
//
// Every order is written as the shop itself would have left it: lines snapshot the product
// (name, picture, spec pairs, price) and keep what was paid for them (paid_amount; the lines add
// up to the pay amount less shipping), one status-history row per move the order made, a
// succeeded payment and an invoice for every paid order. Bulk orders are old and settled
// (completed, cancelled, invalid), so no job of the shop starts working through them (an unpaid
// order lapses after 30 minutes, a delivered one completes when its return window closes).
//
// CLI: node bench/lib/seed-orders.mjs --database-url postgres://… --orders 1000000
//   tops the database's bench orders (order numbers starting WB) up to that many.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Free shipping from NT$1,500, else NT$100 (contracts/freight.ts DEFAULT_FREIGHT). */
const SHIPPING_FEE = 100;
const FREE_SHIPPING_FROM = 1500;

/** Bench orders' numbers start so: the seed counts and tops up its own, never the demo's. */
export const BENCH_ORDER_PREFIX = 'WB';
/** Orders per bulk member on average: most members have a handful to a few dozen. */
const ORDERS_PER_BULK_MEMBER = 20;

/**
 * Each status's path from pending, with the hours after the order each move happened and who
 * made it (STEP_HOURS of seed/orders.seed.ts).
 */
const STEPS_SQL = `(values
  ('cancelled', 1, 'pending', 'cancelled', 2.0, 'member'),
  ('invalid', 1, 'pending', 'invalid', 0.5, 'system'),
  ('unshipped', 1, 'pending', 'unshipped', 0.3, 'payment'),
  ('shipped', 1, 'pending', 'unshipped', 0.3, 'payment'),
  ('shipped', 2, 'unshipped', 'shipped', 26.0, 'admin'),
  ('delivered', 1, 'pending', 'unshipped', 0.3, 'payment'),
  ('delivered', 2, 'unshipped', 'shipped', 26.0, 'admin'),
  ('delivered', 3, 'shipped', 'delivered', 74.0, 'system'),
  ('completed', 1, 'pending', 'unshipped', 0.3, 'payment'),
  ('completed', 2, 'unshipped', 'shipped', 26.0, 'admin'),
  ('completed', 3, 'shipped', 'delivered', 74.0, 'system'),
  ('completed', 4, 'delivered', 'completed', 314.0, 'system')
) as steps(status, step, from_status, to_status, hours, actor)`;

const PAID = `('unshipped', 'shipped', 'delivered', 'completed')`;
const SHIPPED = `('shipped', 'delivered', 'completed')`;
const DELIVERED = `('delivered', 'completed')`;
const at = (hours) => `p.created_at + interval '${hours} hours'`;

/**
 * The SKUs orders buy: live equipment on sale, numbered 0…n-1 so a hash of the order picks one.
 * Kept in a session table of the connection (the seed runs on one).
 */
async function prepareSkus(client) {
  await client.query(`drop table if exists bench_skus`);
  await client.query(
    `create temp table bench_skus as
     select (row_number() over (order by s.id) - 1)::int as rn, s.id as sku_id, s.product_id,
            p.name, coalesce(s.pic, p.pic) as pic, s.sp_data,
            coalesce(s.promotion_price, s.price) as price, greatest(s.price, p.list_price) as origin_price
     from product_skus s join products p on p.id = s.product_id
     where s.del_tag = 0 and p.status = 'on_sale' and p.product_type = 'equipment' and p.deleted_at is null
       and coalesce(s.promotion_price, s.price) > 0`,
  );
  await client.query(`create unique index on bench_skus (rn)`);
  const { rows } = await client.query(`select count(*)::int as n from bench_skus`);
  if (rows[0].n === 0) throw new Error('no live equipment SKU to buy: seed the database first (npm run seed)');
  return rows[0].n;
}

/**
 * Writes the orders planned in the session table bench_plan (order_id from the orders identity,
 * user_id, created_at, status, lines, paid_by_simulator) with everything hanging off them.
 * Answers the number of orders written.
 */
async function writePlannedOrders(client, skuCount) {
  // Two or three lines of distinct SKUs, one unit (now and then two) each.
  await client.query(`drop table if exists bench_lines`);
  await client.query(
    `create temp table bench_lines as
     select p.order_id, k.k, s.*, case when (p.order_id + k.k) % 5 = 0 then 2 else 1 end as quantity
     from bench_plan p
     cross join lateral generate_series(1, p.lines) as k(k)
     join bench_skus s on s.rn = ((p.order_id * 7919 + k.k * (${skuCount} / 3 + 1)) % ${skuCount})`,
  );
  await client.query(`drop table if exists bench_totals`);
  await client.query(
    `create temp table bench_totals as
     select order_id, sum(price * quantity)::int as subtotal from bench_lines group by order_id`,
  );
  await client.query(`create unique index on bench_totals (order_id)`);
  const { rowCount } = await client.query(
    `insert into orders (id, order_no, user_id, status, checkout_type, payment_method, paid_at,
       subtotal_amount, freight_amount, freight_reduce_amount, pay_amount, recipient, purchaser,
       delivery_status, delivery_company, delivery_no, cancel_reason, cancelled_at, shipped_at,
       delivered_at, completed_at, created_at, updated_at)
     select p.order_id,
       '${BENCH_ORDER_PREFIX}' || to_char(p.created_at at time zone 'Asia/Taipei', 'YYMMDD') || lpad(p.order_id::text, 10, '0'),
       p.user_id, p.status, 2, 'credit_card',
       case when p.status in ${PAID} then ${at(0.3)} end,
       t.subtotal, ${SHIPPING_FEE}, case when t.subtotal >= ${FREE_SHIPPING_FROM} then ${SHIPPING_FEE} else 0 end,
       t.subtotal + case when t.subtotal >= ${FREE_SHIPPING_FROM} then 0 else ${SHIPPING_FEE} end,
       jsonb_build_object('name', '王小明', 'phone', '0912' || lpad((p.user_id % 1000000)::text, 6, '0'),
         'city', (array['臺北市','新北市','臺中市','高雄市'])[1 + p.user_id % 4], 'region', '中正區',
         'detailAddress', '忠孝東路一段 ' || (1 + p.user_id % 300) || ' 號'),
       jsonb_build_object('name', '王小明', 'phone', '0912' || lpad((p.user_id % 1000000)::text, 6, '0'),
         'city', (array['臺北市','新北市','臺中市','高雄市'])[1 + p.user_id % 4], 'region', '中正區',
         'detailAddress', '忠孝東路一段 ' || (1 + p.user_id % 300) || ' 號'),
       case when p.status in ${DELIVERED} then 'delivered' when p.status = 'shipped' then 'in_transit' end,
       case when p.status in ${SHIPPED} then (array['黑貓宅急便','新竹物流','嘉里大榮物流','中華郵政'])[1 + p.order_id % 4] end,
       case when p.status in ${SHIPPED} then lpad((p.order_id * 7919 % 1000000000000)::text, 12, '0') end,
       case when p.status = 'cancelled' then 'changed_mind' end,
       case when p.status = 'cancelled' then ${at(2)} end,
       case when p.status in ${SHIPPED} then ${at(26)} end,
       case when p.status in ${DELIVERED} then ${at(74)} end,
       case when p.status = 'completed' then ${at(314)} end,
       p.created_at, p.created_at
     from bench_plan p join bench_totals t on t.order_id = p.order_id`,
  );
  await client.query(
    `insert into order_items (order_id, product_id, product_sku_id, type, product_name, product_pic, sku_attr,
       origin_price, price, quantity, paid_amount, created_at)
     select l.order_id, l.product_id, l.sku_id, 'product', l.name, l.pic, l.sp_data, l.origin_price, l.price,
       l.quantity, l.price * l.quantity, p.created_at
     from bench_lines l join bench_plan p on p.order_id = l.order_id
     order by l.order_id, l.k`,
  );
  await client.query(
    `insert into order_status_history (order_id, from_status, to_status, reason, actor, created_at)
     select p.order_id, null, 'pending', null, 'member', p.created_at from bench_plan p
     union all
     select p.order_id, steps.from_status, steps.to_status,
       case steps.to_status when 'cancelled' then 'changed_mind' when 'invalid' then 'payment_timeout' end,
       steps.actor, p.created_at + make_interval(secs => steps.hours * 3600)
     from bench_plan p join ${STEPS_SQL} on steps.status = p.status`,
  );
  await client.query(
    `insert into payments (order_id, channel, provider, merchant_trade_no, provider_trade_no, amount, status,
       paid_at, request_key, created_at, updated_at)
     select o.id, 41, case when p.paid_by_simulator then 'simulator' else 'ecpay' end,
       'WBP' || lpad(o.id::text, 12, '0'), lpad((o.id * 104729 % 100000000000000000000)::text, 20, '0'),
       o.pay_amount, 'succeeded', o.paid_at, 'bench-' || o.id, o.created_at, o.paid_at
     from bench_plan p join orders o on o.id = p.order_id
     where p.status in ${PAID}`,
  );
  // The simulator's own record of a paid trade, so a refund of it goes through as a real one would.
  await client.query(
    `insert into simulated_gateway_trades (merchant_trade_no, gateway_trade_no, token, amount, status, card_last4,
       card_outcome, return_url, order_result_url, failure_url, created_at, updated_at)
     select 'WBP' || lpad(o.id::text, 12, '0'), 'WBG' || lpad(o.id::text, 12, '0'), 'bench-token-' || o.id,
       o.pay_amount, 'paid', '4242', 'success', '', '', '', o.created_at, o.paid_at
     from bench_plan p join orders o on o.id = p.order_id
     where p.status in ${PAID} and p.paid_by_simulator`,
  );
  // An invoice per paid order; issued once the goods shipped (before that it waits to be issued).
  await client.query(
    `insert into invoices (order_id, invoice_type, invoice_no, status, issued_at, random_number, created_at, updated_at)
     select o.id, 1,
       case when p.status in ${SHIPPED} then 'WB' || lpad((o.id % 100000000)::text, 8, '0') end,
       case when p.status in ${SHIPPED} then 'issued' else 'pending' end,
       case when p.status in ${SHIPPED} then o.shipped_at end,
       lpad((o.id % 10000)::text, 4, '0'), o.paid_at, o.paid_at
     from bench_plan p join orders o on o.id = p.order_id
     where p.status in ${PAID}`,
  );
  return rowCount;
}

/** Orders of the plan built by `planSql` (columns user_id, created_at, status, paid_by_simulator). */
async function writeOrders(client, planSql, params = []) {
  const skuCount = await prepareSkus(client);
  await client.query(`drop table if exists bench_plan`);
  await client.query(
    `create temp table bench_plan as
     select nextval(pg_get_serial_sequence('orders', 'id')) as order_id, plan.user_id, plan.created_at, plan.status,
            plan.paid_by_simulator, 2 + (random() < 0.4)::int as lines
     from (${planSql}) plan`,
    params,
  );
  await client.query(`create unique index on bench_plan (order_id)`);
  await client.query('analyze bench_plan');
  return writePlannedOrders(client, skuCount);
}

/** Members of the bulk orders (no phone or e-mail: nobody signs in as them). */
async function bulkMembers(client, wanted) {
  const { rows } = await client.query(`select count(*)::int as n from users where name like 'bench-orders-member-%'`);
  if (rows[0].n < wanted) {
    await client.query(
      `insert into users (name, nick_name, country_code, created_at, updated_at)
       select 'bench-orders-member-' || g, '會員' || g, '886', now() - interval '3 years', now() - interval '3 years'
       from generate_series($1::int + 1, $2::int) g`,
      [rows[0].n, wanted],
    );
  }
  const { rows: ids } = await client.query(
    `select min(id)::bigint as first, max(id)::bigint as last, count(*)::int as n from users where name like 'bench-orders-member-%'`,
  );
  return ids[0];
}

export async function benchOrderCount(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from orders where order_no like '${BENCH_ORDER_PREFIX}%'`,
  );
  return rows[0].n;
}

/**
 * Tops the bench orders up to `target`: settled orders of the past two years (completed 84%,
 * cancelled 10%, invalid 6%), spread over target / 20 members of their own. Written in batches
 * of `batch` orders, each its own transaction, then the tables analysed.
 */
export async function seedBulkOrders(client, target, { batch = 200_000, log = console.info } = {}) {
  const existing = await benchOrderCount(client);
  if (existing >= target) return 0;
  const members = await bulkMembers(client, Math.max(100, Math.ceil(target / ORDERS_PER_BULK_MEMBER)));
  let written = 0;
  const started = performance.now();
  for (let done = existing; done < target; done += batch) {
    const size = Math.min(batch, target - done);
    await client.query('begin');
    written += await writeOrders(
      client,
      // A member is chosen by a hash, so each has a spread of old and newer orders.
      `select $1::bigint + ((g * 2654435761) % $2::bigint) as user_id,
              now() - interval '10 days' - random() * interval '720 days' as created_at,
              case when random() < 0.84 then 'completed' when random() < 0.6 then 'cancelled' else 'invalid' end as status,
              false as paid_by_simulator
       from generate_series(1, $3::int) g`,
      [members.first, members.n, size],
    );
    await client.query('commit');
    log(`  ${done + size} bench orders (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await client.query('analyze orders, order_items, order_status_history, payments, invoices, users');
  return written;
}

/**
 * A signed-in member's own order history, as a regular customer's looks: `count` orders over the
 * past year, newest a few hours old, in every state a member sees on the list (paid but not
 * shipped, on its way, delivered within the return window, completed, cancelled, lapsed).
 * Members who have that many bench orders already are left as they are.
 */
export async function seedMemberHistory(client, userIds, count) {
  const { rows } = await client.query(
    `select u.id from unnest($1::bigint[]) u(id)
     where (select count(*) from orders o where o.user_id = u.id and o.order_no like '${BENCH_ORDER_PREFIX}%') < $2`,
    [userIds, count],
  );
  if (rows.length === 0) return 0;
  await client.query('begin');
  const written = await writeOrders(
    client,
    `select u.id as user_id,
            now() - interval '3 hours' - (g - 1) * interval '7 days' - random() * interval '6 days' as created_at,
            case when g = 1 then 'unshipped' when g = 2 then 'shipped' when g = 3 then 'delivered'
                 when g % 9 = 0 then 'cancelled' when g % 13 = 0 then 'invalid' else 'completed' end as status,
            false as paid_by_simulator
     from unnest($1::bigint[]) u(id) cross join generate_series(1, $2::int) g`,
    [rows.map((row) => row.id), count],
  );
  await client.query('commit');
  return written;
}

/**
 * Orders made just before the bench moves them: `perMember` for each member, in `status`, placed
 * `placedMinutesAgo` minutes ago: unpaid ones (pending) a member may cancel, paid ones not yet
 * shipped (unshipped) whose cancel refunds them, delivered ones an operator may refund. Paid ones
 * are paid through the gateway simulator, so their refunds go through it as a real one would.
 * Answers their ids per member id.
 */
export async function seedFreshOrders(client, userIds, perMember, { status, placedMinutesAgo = 1 }) {
  await client.query('begin');
  await writeOrders(
    client,
    `select u.id as user_id, now() - make_interval(mins => $3::int) as created_at,
            $4::text as status, $4::text <> 'pending' as paid_by_simulator
     from unnest($1::bigint[]) u(id) cross join generate_series(1, $2::int) g`,
    [userIds, perMember, placedMinutesAgo, status],
  );
  const { rows } = await client.query(
    `select user_id::text, array_agg(order_id order by order_id) as ids from bench_plan group by user_id`,
  );
  await client.query('commit');
  return new Map(rows.map((row) => [row.user_id, row.ids.map(Number)]));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, orders: { type: 'string', default: '10000' } },
  });
  if (!values['database-url']) throw new Error('--database-url postgres://… (a database seeded with npm run seed)');
  const client = new pg.Client({ connectionString: values['database-url'] });
  await client.connect();
  try {
    const target = Number(values.orders);
    console.info(`topping bench orders up to ${target} (${await benchOrderCount(client)} now)`);
    const started = performance.now();
    const written = await seedBulkOrders(client, target);
    console.info(`${written} orders written in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await client.end();
  }
}
