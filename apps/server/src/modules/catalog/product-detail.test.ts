import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSpData, productDetail } from '@wellfit/contracts/product-detail';
import {
  productAddons,
  productBonuses,
  productImages,
  productSkus,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct, specPairs } from '../../test/factories.ts';
import { sanitizeProductHtml } from '../../rich-html.ts';
import { ANSWERS_AGREE_WITHIN_MS, FORGET_AT_MOST_EVERY_MS } from '../../answer-cache.ts';
import { writeUnheard } from '../../test/unheard-writes.ts';
import { DETAIL_TTL_MS } from './catalog.answer-cache.ts';

const HOSTILE_HTML = [
  '<h2>安全標題</h2>',
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 2">',
  '<img src="/uploads/products/ok.webp" onload="window.pwned = 3" alt="ok">',
  '<a href="javascript:window.pwned = 4">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">encoded</a>',
  '<svg onload="window.pwned = 5"><circle r="1"></circle></svg>',
  '<iframe srcdoc="<script>window.pwned = 6</script>"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p style="position:fixed;inset:0" onmouseover="window.pwned = 7">text stays</p>',
  '<a href="https://www.wellfit.tw/faq">FAQ</a>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<table><tr><th>尺寸</th><td>M</td></tr></table>',
].join('');

/** What must not survive anywhere in a page: executable tags, handlers and script URLs. */
export const ALIVE_HTML =
  /<script|<iframe|<svg|<math|<form|<object|<embed|<style|\son\w+\s*=|javascript:|data:image|srcdoc/i;

describe('sanitizeProductHtml', () => {
  it('keeps structure, pictures and links but nothing that runs', () => {
    const clean = sanitizeProductHtml(HOSTILE_HTML);
    expect(clean).not.toMatch(ALIVE_HTML);
    expect(clean).not.toContain('style=');
    expect(clean).toContain('<h2>安全標題</h2>');
    expect(clean).toContain('<img src="/uploads/products/ok.webp" alt="ok" loading="lazy" />');
    expect(clean).toContain('<a href="https://www.wellfit.tw/faq" target="_blank" rel="noopener noreferrer">FAQ</a>');
    expect(clean).toContain('<p>text stays</p>');
    expect(clean).toContain('<table><tr><th>尺寸</th><td>M</td></tr></table>');
    expect(sanitizeProductHtml('<img src="//evil.example/x.png"><img src="/uploads/../../etc/passwd">')).toBe('');
  });
});

describe('GET /api/web/mall/product/detail/{id}', () => {
  let t: TestApp;
  const detail = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/web/mall/product/detail/${id}`, headers });

  beforeAll(async () => {
    t = await buildTestApp({ config: { publicUrl: 'https://shop.example:8443' } });
  });
  afterAll(() => t.close());

  async function createFullProduct() {
    const { product, sku: blackM } = await createProduct(
      t.db,
      {
        name: { zhTW: '機能運動背心', zhCN: '机能运动背心', en: 'Training Tank' },
        subtitle: { zhTW: '透氣快乾', zhCN: '透气快干', en: 'Breathable, quick-dry' },
        highlights: {
          zhTW: ['吸濕排汗', '四向彈性'],
          zhCN: ['吸湿排汗', '四向弹性'],
          en: ['Wicks sweat', 'Four-way stretch'],
        },
        couponLabel: { zhTW: '滿千折百', zhCN: '满千折百', en: 'NT$100 off NT$1,000' },
        detailHtml: { zhTW: '<p>桌機</p>', zhCN: '<p>桌机</p>', en: '<p>Desktop</p>' },
        detailMobileHtml: { zhTW: '<p>手機</p>', zhCN: '<p>手机</p>', en: '<p>Mobile</p>' },
        listPrice: 1280,
        salePrice: 990,
        pic: '/uploads/products/tank.webp',
        sales: 42,
      },
      {
        spData: specPairs(
          [
            { key: '顏色', value: '曜石黑' },
            { key: '尺寸', value: 'M' },
          ],
          {
            zhCN: [
              { key: '颜色', value: '曜石黑' },
              { key: '尺寸', value: 'M' },
            ],
            en: [
              { key: 'Colour', value: 'Obsidian black' },
              { key: 'Size', value: 'M' },
            ],
          },
        ),
        stock: 5,
        price: 1280,
        promotionPrice: 990,
      },
    );
    const [greyL, deleted] = await t.db
      .insert(productSkus)
      .values([
        {
          productId: product.id,
          skuCode: `TANK-GREY-L-${product.id}`,
          spData: specPairs(
            [
              { key: '顏色', value: '霧灰' },
              { key: '尺寸', value: 'L' },
            ],
            {
              zhCN: [
                { key: '颜色', value: '雾灰' },
                { key: '尺寸', value: 'L' },
              ],
              en: [
                { key: 'Colour', value: 'Mist grey' },
                { key: 'Size', value: 'L' },
              ],
            },
          ),
          stock: 0,
          price: 1380,
          promotionPrice: 1090,
        },
        {
          productId: product.id,
          skuCode: `TANK-OLD-${product.id}`,
          spData: specPairs([{ key: '顏色', value: '停產色' }]),
          stock: 9,
          price: 1280,
          delTag: 1,
        },
      ])
      .returning();
    await t.db.insert(productImages).values([
      { productId: product.id, url: '/uploads/products/tank-2.webp', width: 1200, height: 900, sort: 1 },
      { productId: product.id, url: '/uploads/products/tank.webp', width: 1000, height: 1000, sort: 0 },
    ]);
    const { product: addOn } = await createProduct(
      t.db,
      { name: { zhTW: '運動髮帶', zhCN: '运动发带', en: 'Headband' }, listPrice: 299, salePrice: 249 },
      {
        stock: 7,
        price: 299,
        spData: specPairs([{ key: '顏色', value: '珊瑚粉' }], {
          zhCN: [{ key: '颜色', value: '珊瑚粉' }],
          en: [{ key: 'Colour', value: 'Coral pink' }],
        }),
      },
    );
    const { product: hiddenAddOn } = await createProduct(t.db, { status: 'off_shelf' });
    await t.db.insert(productAddons).values([
      { productId: product.id, addonProductId: addOn.id, salePrice: 149, sort: 0 },
      { productId: product.id, addonProductId: hiddenAddOn.id, salePrice: 1, sort: 1 },
    ]);
    const { product: gift, sku: giftSku } = await createProduct(
      t.db,
      {
        productType: 'bonus',
        name: { zhTW: '【贈品】毛巾', zhCN: '【赠品】毛巾', en: '[Gift] Towel' },
        listPrice: 290,
        salePrice: 0,
      },
      {
        stock: 3,
        price: 0,
        spData: specPairs([{ key: '尺寸', value: '大' }], {
          zhCN: [{ key: '尺寸', value: '大' }],
          en: [{ key: 'Size', value: 'Large' }],
        }),
      },
    );
    const { sku: goneGiftSku } = await createProduct(t.db, { productType: 'bonus' }, { stock: 0, price: 0 });
    await t.db.insert(productBonuses).values([
      { productId: product.id, bonusSkuId: giftSku.id, quantity: 1, sort: 0 },
      { productId: product.id, bonusSkuId: goneGiftSku.id, quantity: 1, sort: 1 },
    ]);
    return { product, blackM, greyL: greyL!, deleted: deleted!, addOn, gift, giftSku };
  }

  it('answers every field of the product in the request locale, SKUs with their spec, add-ons and gifts', async () => {
    const { product, blackM, greyL, addOn, gift, giftSku } = await createFullProduct();

    const response = await detail(product.id);
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(200);
    expect(productDetail.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      id: product.id,
      name: '機能運動背心',
      subtitle: '透氣快乾',
      highlights: ['吸濕排汗', '四向彈性'],
      couponLabel: '滿千折百',
      listPrice: 1280,
      salePrice: 990,
      productType: 'equipment',
      enterpriseOnly: false,
      detailHtml: '<p>桌機</p>',
      detailMobileHtml: '<p>手機</p>',
      sales: 42,
      subscription: null,
    });
    // Gallery in sort order with sizes; SKUs without the deleted one; spec keys and values in SKU order.
    expect(data.pics).toEqual([
      { url: '/uploads/products/tank.webp', width: 1000, height: 1000 },
      { url: '/uploads/products/tank-2.webp', width: 1200, height: 900 },
    ]);
    expect(data.skuAttr).toEqual([
      { key: '顏色', values: ['曜石黑', '霧灰'] },
      { key: '尺寸', values: ['M', 'L'] },
    ]);
    expect(data.skuStockList.map((sku: { id: number }) => sku.id)).toEqual([blackM.id, greyL.id]);
    expect(data.skuStockList[1]).toMatchObject({ stock: 0, price: 1380, promotionPrice: 1090 });
    expect(parseSpData(data.skuStockList[1].spData)).toEqual([
      { key: '顏色', value: '霧灰' },
      { key: '尺寸', value: 'L' },
    ]);
    // The off-shelf add-on and the gift that ran out are not offered.
    expect(data.addOnItems).toHaveLength(1);
    expect(data.addOnItems[0]).toMatchObject({
      productId: addOn.id,
      name: '運動髮帶',
      listPrice: 299,
      salePrice: 149,
      stock: 7,
      skuAttr: [{ key: '顏色', values: ['珊瑚粉'] }],
    });
    expect(data.bonusItems).toEqual([
      expect.objectContaining({
        productId: gift.id,
        productSkuId: giftSku.id,
        name: '【贈品】毛巾',
        listPrice: 290,
        quantity: 1,
      }),
    ]);

    const english = (await detail(product.id, { locale: 'en' })).json().data;
    expect(english).toMatchObject({ name: 'Training Tank', highlights: ['Wicks sweat', 'Four-way stretch'] });
    expect(english.detailMobileHtml).toBe('<p>Mobile</p>');
    expect(english.addOnItems[0].name).toBe('Headband');
  });

  it('answers SKU option names and values in the request locale: skuAttr, spData, add-ons and gifts', async () => {
    const { product } = await createFullProduct();

    const english = (await detail(product.id, { locale: 'en' })).json().data;
    expect(productDetail.safeParse(english).success).toBe(true);
    expect(english.skuAttr).toEqual([
      { key: 'Colour', values: ['Obsidian black', 'Mist grey'] },
      { key: 'Size', values: ['M', 'L'] },
    ]);
    expect(english.skuStockList.map((sku: { spData: string }) => parseSpData(sku.spData))).toEqual([
      [
        { key: 'Colour', value: 'Obsidian black' },
        { key: 'Size', value: 'M' },
      ],
      [
        { key: 'Colour', value: 'Mist grey' },
        { key: 'Size', value: 'L' },
      ],
    ]);
    expect(english.addOnItems[0].skuAttr).toEqual([{ key: 'Colour', values: ['Coral pink'] }]);
    expect(parseSpData(english.bonusItems[0].spData)).toEqual([{ key: 'Size', value: 'Large' }]);

    const simplified = (await detail(product.id, { locale: 'zhCN' })).json().data;
    expect(simplified.skuAttr).toEqual([
      { key: '颜色', values: ['曜石黑', '雾灰'] },
      { key: '尺寸', values: ['M', 'L'] },
    ]);
    expect(simplified.addOnItems[0].skuAttr).toEqual([{ key: '颜色', values: ['珊瑚粉'] }]);
  });

  it('answers spec pairs stored before they were localised (zhTW only) to every locale in zhTW', async () => {
    const { product, sku } = await createProduct(t.db);
    // What migration 0006 made of a SKU's old plain list: the zhTW list, no other locale.
    await t.db.execute(
      sql`update product_skus set sp_data = '{"zhTW": [{"key": "厚度", "value": "6mm"}]}'::jsonb where id = ${sku.id}`,
    );
    for (const locale of ['zhTW', 'zhCN', 'en']) {
      const { data } = (await detail(product.id, { locale })).json();
      expect(data.skuAttr).toEqual([{ key: '厚度', values: ['6mm'] }]);
      expect(parseSpData(data.skuStockList[0].spData)).toEqual([{ key: '厚度', value: '6mm' }]);
    }
  });

  it('answers a subscription product with its period, brief and icons', async () => {
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ period: 'half_year', name: { zhTW: '半年', zhCN: '半年', en: 'Half year' }, months: 6, price: 1490 })
      .returning();
    const { product } = await createProduct(t.db, {
      productType: 'subscription',
      subscriptionPlanId: plan!.id,
      brief: { zhTW: '半年暢看全部課程', zhCN: '半年畅看全部课程', en: 'Six months of every course' },
      iconUrls: ['/uploads/icons/a.webp', '/uploads/icons/b.webp'],
    });
    const { data } = (await detail(product.id, { locale: 'en' })).json();
    expect(data.subscription).toEqual({
      period: 'half_year',
      months: 6,
      brief: 'Six months of every course',
      iconUrls: ['/uploads/icons/a.webp', '/uploads/icons/b.webp'],
    });
  });

  it('says product_not_found (404) for missing, draft, off-shelf, deleted products and gifts', async () => {
    const { product: draft } = await createProduct(t.db, { status: 'draft' });
    const { product: offShelf } = await createProduct(t.db, { status: 'off_shelf' });
    const { product: deleted } = await createProduct(t.db, { deletedAt: new Date() });
    const { product: gift } = await createProduct(t.db, { productType: 'bonus' });
    for (const id of [draft.id, offShelf.id, deleted.id, gift.id, 987_654_321]) {
      const response = await detail(id, { locale: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, key: 'product_not_found', data: null });
    }
    expect((await detail('abc')).statusCode).toBe(400);
    expect((await detail(0)).statusCode).toBe(400);
  });

  it('never answers stored hostile HTML alive (sanitised on output too)', async () => {
    const { product } = await createProduct(t.db);
    // Written straight into the database, around any write-time cleaning.
    await t.db
      .update(products)
      .set({
        detailHtml: { zhTW: HOSTILE_HTML, zhCN: HOSTILE_HTML, en: HOSTILE_HTML },
        detailMobileHtml: { zhTW: HOSTILE_HTML, zhCN: HOSTILE_HTML, en: HOSTILE_HTML },
      })
      .where(eq(products.id, product.id));
    const { data } = (await detail(product.id)).json();
    for (const html of [data.detailHtml, data.detailMobileHtml]) {
      expect(html).not.toMatch(ALIVE_HTML);
      expect(html).toContain('<h2>安全標題</h2>');
    }
  });

  it('answers a change heard from the database at once, and one unheard within DETAIL_TTL_MS', async () => {
    // Only Date is faked: the answers' age stands still unless the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { product } = await createProduct(t.db, { salePrice: 900 });
      const first = (await detail(product.id)).json();
      expect(first.data.salePrice).toBe(900);
      // Any writer's change to the catalogue is heard on public_answers (answer-caches-heard.md).
      await t.db.update(products).set({ salePrice: 800 }).where(eq(products.id, product.id));
      await vi.waitFor(async () => expect((await detail(product.id)).json().data.salePrice).toBe(800), {
        timeout: ANSWERS_AGREE_WITHIN_MS,
        interval: 10,
      });
      // Changes heard together are forgotten together: let the last of them pass before keeping one.
      await new Promise((resolve) => setTimeout(resolve, FORGET_AT_MOST_EVERY_MS + 50));
      const heard = (await detail(product.id)).json();
      expect(heard.data.salePrice).toBe(800);

      // A write no trigger tells of (a lost notification) shows once the answer's TTL has passed.
      await writeUnheard(t, sql`update products set sale_price = 700 where id = ${product.id}`);
      vi.advanceTimersByTime(DETAIL_TTL_MS - 1);
      expect((await detail(product.id)).json()).toEqual(heard);
      vi.advanceTimersByTime(1);
      expect((await detail(product.id)).json().data.salePrice).toBe(700);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the home, list pages and every on-sale product with lastmod in /sitemap.xml', async () => {
    const { product: onSale } = await createProduct(t.db);
    const { product: offShelf } = await createProduct(t.db, { status: 'off_shelf' });
    // A spoofed Host changes nothing: the addresses are PUBLIC_URL's, and CDNs may keep the answer.
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<url><loc>https://shop.example:8443/</loc></url>');
    expect(xml).toContain('<loc>https://shop.example:8443/product-list/all</loc>');
    expect(xml).toContain('<loc>https://shop.example:8443/home-gym</loc>');
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>https://shop.example:8443/product/${onSale.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(xml).not.toContain(`/product/${offShelf.id}<`);
    expect(xml).not.toContain('evil.example');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
