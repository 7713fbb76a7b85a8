import type { APIRequestContext } from '@playwright/test';

interface SkuStock {
  id: number;
  stock: number;
  price: number;
}
interface CartProduct {
  productId: number;
  skuStockList: SkuStock[];
}

/** A product with a SKU in stock (the seed fixes ids, not stock). */
export async function buyableSku(
  request: APIRequestContext,
  token: string,
): Promise<{ productId: number; sku: SkuStock }> {
  for (let id = 1; id <= 200; id += 1) {
    const answer = await request.get(`/api/web/mall/car/getProduct/${id}`, { headers: { token } });
    if (!answer.ok()) continue;
    const product = ((await answer.json()) as { data: CartProduct }).data;
    const sku = product.skuStockList.find((row) => row.stock >= 5 && row.price > 100);
    if (sku) return { productId: product.productId, sku };
  }
  throw new Error('the demo shop has no product in stock');
}

/** Checkout of one unit of a SKU in stock, as Buy now on its product page opens it. */
export async function buyNowCheckoutPath(request: APIRequestContext, token: string): Promise<string> {
  const { productId, sku } = await buyableSku(request, token);
  return `/checkout?productId=${productId}&productSkuId=${sku.id}&quantity=1`;
}
