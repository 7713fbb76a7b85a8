import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@wellfit/contracts/product-detail';
import { jsonForScript, productSeo } from './product-seo';

const product: ProductDetail = {
  id: 7,
  name: '瑜珈墊 </script><script>alert(1)</script>',
  subtitle: null,
  brief: null,
  description: null,
  descriptionTxt: '6 mm 天然橡膠 & 止滑 <b>',
  keywords: null,
  highlights: [],
  couponLabel: null,
  listPrice: 1280,
  salePrice: 990,
  category: '瑜珈',
  categoryId: 3,
  productType: 'equipment',
  enterpriseOnly: false,
  pic: '/uploads/products/mat.webp',
  pics: [{ url: '/uploads/products/mat.webp', width: 1000, height: 1000 }],
  detailHtml: '',
  detailMobileHtml: '',
  skuAttr: [],
  skuStockList: [
    { id: 1, skuCode: 'MAT-1', stock: 0, price: 1280, promotionPrice: 990, pic: null, spData: '[]' },
    { id: 2, skuCode: 'MAT-2', stock: 3, price: 1380, promotionPrice: 1090, pic: null, spData: '[]' },
  ],
  addOnItems: [],
  bonusItems: [],
  subscription: null,
  sales: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('productSeo', () => {
  it('builds absolute URLs and a schema.org Product with offers in TWD', () => {
    const seo = productSeo(product, 'https://shop.example');
    expect(seo.canonicalUrl).toBe('https://shop.example/product/7');
    expect(seo.imageUrl).toBe('https://shop.example/uploads/products/mat.webp');
    expect(seo.description).toBe('6 mm 天然橡膠 & 止滑 <b>');
    expect(JSON.parse(seo.jsonLd)).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: 'MAT-1',
      image: ['https://shop.example/uploads/products/mat.webp'],
      offers: { price: 990, priceCurrency: 'TWD', availability: 'https://schema.org/InStock' },
    });
  });

  it('cannot close its script element whatever the product text says', () => {
    const json = productSeo(product, 'https://shop.example').jsonLd;
    expect(json).not.toMatch(/[<>&]/);
    expect(jsonForScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });
});
