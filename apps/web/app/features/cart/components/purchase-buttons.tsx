import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { requestLogin } from '~/lib/request-login';
import { getSession, useSession } from '~/lib/session-store';
import { showToast } from '~/lib/toast';

export interface PurchaseButtonsProps {
  productId: number;
  /** The SKU picked by the spec selection; null until every spec is chosen. */
  productSkuId: number | null;
  quantity: number;
  /** Add-on offers the member ticked; they go into the cart with the product (Buy now ignores them). */
  addOns?: Array<{ productId: number; productSkuId: number; quantity: number }>;
  soldOut: boolean;
  enterpriseOnly: boolean;
}

/** SPEC §2 /checkout: single purchase (checkout type 1) of one SKU. */
function buyNowPath(productId: number, productSkuId: number, quantity: number): string {
  const query = new URLSearchParams({
    productId: String(productId),
    productSkuId: String(productSkuId),
    quantity: String(quantity),
  });
  return `/checkout?${query.toString()}`;
}

/** Visitors are asked to log in first (SPEC §6); true when a member is here to go on. */
async function ensureLoggedIn(): Promise<boolean> {
  if (getSession().token) return true;
  return (await requestLogin()) === 'loggedIn';
}

/**
 * Add to cart and Buy now on a product page. Stock, price and who may buy are checked again by
 * the server; the hints here only spare the member a pointless click. Their text is the product
 * page's namespace (its purchase group), which that page loads anyway: the cart page's stays off it.
 */
export function PurchaseButtons({
  productId,
  productSkuId,
  quantity,
  addOns,
  soldOut,
  enterpriseOnly,
}: PurchaseButtonsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const hintId = useId();
  const [adding, setAdding] = useState(false);

  // Known only for a member: a visitor may well log in with an enterprise account.
  const notForThisMember = enterpriseOnly && session.user !== null && session.user.enterpriseId === null;
  const hint = soldOut
    ? t('product:purchase.sold_out')
    : notForThisMember
      ? t('product:purchase.enterprise_only')
      : productSkuId === null
        ? t('product:purchase.choose_spec')
        : null;
  const disabled = hint !== null || quantity < 1;

  async function onAddToCart() {
    if (productSkuId === null || adding) return;
    setAdding(true);
    try {
      if (!(await ensureLoggedIn())) return;
      // The API client and the cart's query keys load on the first press, not with the product page.
      const { addToCart } = await import('../api/add-to-cart');
      await addToCart({
        productId,
        productSkuId,
        quantity,
        ...(addOns && addOns.length > 0 ? { addOnItems: addOns } : {}),
      });
      showToast(t('product:purchase.added'));
    } catch {
      // The API client has shown the server's message (sold out, not enough stock …).
    } finally {
      setAdding(false);
    }
  }

  async function onBuyNow() {
    if (productSkuId === null) return;
    if (!(await ensureLoggedIn())) return;
    void navigate(buyNowPath(productId, productSkuId, quantity));
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          disabled={disabled || adding}
          aria-describedby={hint ? hintId : undefined}
          aria-busy={adding}
          onClick={() => void onAddToCart()}
          data-testid="add-to-cart"
        >
          {adding ? t('product:purchase.adding') : t('product:purchase.add_to_cart')}
        </Button>
        <Button
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => void onBuyNow()}
          data-testid="buy-now"
        >
          {t('product:purchase.buy_now')}
        </Button>
      </div>
      {hint && (
        <p id={hintId} role="status" className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}
