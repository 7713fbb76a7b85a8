import { CHECKOUT_TYPE, confirmOrderBody, type CheckoutSelection } from '@wellfit/contracts/checkout';

const number = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : Number.NaN);

/**
 * What the checkout address asks to buy (SPEC §2, §4): /checkout?type=2&cartIds=1,2 from the
 * cart, /checkout?productId&productSkuId&quantity for Buy now, and /checkout/flash with the
 * flash offer's seckillProductId too. Null when the address names nothing valid.
 */
export function selectionFromSearch(search: URLSearchParams, flash: boolean): CheckoutSelection | null {
  const candidate = flash
    ? {
        type: CHECKOUT_TYPE.flash,
        productId: number(search.get('productId')),
        productSkuId: number(search.get('productSkuId')),
        seckillProductId: number(search.get('seckillProductId')),
        quantity: number(search.get('quantity') ?? '1'),
      }
    : search.has('cartIds')
      ? {
          type: CHECKOUT_TYPE.cart,
          cartIds: (search.get('cartIds') ?? '').split(',').map((id) => number(id)),
        }
      : {
          type: CHECKOUT_TYPE.single,
          productId: number(search.get('productId')),
          productSkuId: number(search.get('productSkuId')),
          quantity: number(search.get('quantity') ?? '1'),
        };
  const parsed = confirmOrderBody.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
