import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartAddOnLine, CartLine, SkuAttr } from '@wellfit/contracts/cart';
import { formatPrice } from '@wellfit/contracts/price';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { useLocale } from '~/lib/use-locale';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { SpecDialog } from './spec-dialog';
import type { PendingCartDelete } from './confirm-delete-dialog';

function specText(skuAttr: SkuAttr[]): string {
  return skuAttr.map(({ value }) => value).join(' / ');
}

function LinePrice({ line }: { line: CartLine | CartAddOnLine }) {
  const locale = useLocale();
  return (
    <p className="text-sm">
      <span className="font-semibold text-ink-900">{formatPrice(line.price, locale)}</span>
      {line.originPrice > line.price && (
        <span className="ml-2 text-ink-500 line-through">{formatPrice(line.originPrice, locale)}</span>
      )}
    </p>
  );
}

function LinePicture({ line, size }: { line: CartLine | CartAddOnLine; size: number }) {
  if (!line.productPic) return <div className="shrink-0 rounded-xl bg-ink-100" style={{ width: size, height: size }} />;
  return <ProductLinePicture src={line.productPic} size={size} />;
}

export interface CartLineItemProps {
  line: CartLine;
  /** Ticked for pricing and checkout; undefined on invalid lines, which cannot be chosen. */
  selected?: boolean;
  onSelect?(selected: boolean): void;
  onDelete(pending: PendingCartDelete): void;
}

/** One product line: picture, name, spec (changeable), price, quantity bounded by stock, delete; add-ons and gifts beneath. */
export function CartLineItem({ line, selected, onSelect, onDelete }: CartLineItemProps) {
  const { t } = useTranslation();
  const updateQuantity = useUpdateCartQuantity();
  const [specOpen, setSpecOpen] = useState(false);
  const invalid = line.reason !== null;
  const spec = specText(line.skuAttr);

  return (
    <li data-testid="cart-line" data-line-id={line.id} className="rounded-3xl bg-white p-4 ring-1 ring-ink-100">
      <div className="flex gap-3">
        {onSelect && (
          <input
            type="checkbox"
            className="mt-8 size-5 shrink-0 accent-brand-600"
            checked={selected ?? false}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('cart:line.select', { name: line.productName })}
          />
        )}
        <Link
          to={`/product/${line.productId}`}
          tabIndex={-1}
          aria-hidden="true"
          className={invalid ? 'opacity-50' : ''}
        >
          <LinePicture line={line} size={80} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={`/product/${line.productId}`}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {/* An add-on listed on its own: its product line is bought, the add-on is not. */}
              {line.type === 'addon' && (
                <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
                  {t('cart:line.add_on')}
                </span>
              )}
              {line.productName}
            </Link>
            <button
              type="button"
              onClick={() => onDelete({ ids: [line.id], kind: 'row', name: line.productName })}
              className="shrink-0 rounded-full px-2 py-1 text-sm text-ink-500 hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('cart:line.delete_named', { name: line.productName })}
            >
              {t('cart:line.delete')}
            </button>
          </div>
          {spec &&
            (invalid ? (
              <p className="text-sm text-ink-500">{spec}</p>
            ) : (
              <button
                type="button"
                onClick={() => setSpecOpen(true)}
                className="self-start rounded-lg bg-ink-50 px-2 py-1 text-left text-sm text-ink-600 ring-1 ring-ink-100 hover:ring-ink-300 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t('cart:line.change_spec', { spec })}
              >
                {spec} <span aria-hidden="true">▾</span>
              </button>
            ))}
          {invalid ? (
            <p className="text-sm font-medium text-ink-800" data-testid="cart-line-reason">
              {t(`cart:reason.${line.reason!}`, { stock: line.stock })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <LinePrice line={line} />
            {!invalid && (
              <QuantityStepper
                size="compact"
                value={line.quantity}
                max={line.stock}
                disabled={updateQuantity.isPending}
                label={t('cart:line.quantity_of', { name: line.productName })}
                onChange={(quantity) => updateQuantity.mutate({ id: line.id, quantity })}
              />
            )}
            {line.reason === 'insufficient_stock' && (
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
                onClick={() => updateQuantity.mutate({ id: line.id, quantity: line.stock })}
              >
                {t('cart:line.lower_to_stock', { stock: line.stock })}
              </button>
            )}
          </div>
        </div>
      </div>

      {line.addOnItems.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-t border-ink-100 pt-3 pl-8" aria-label={t('cart:line.add_ons')}>
          {line.addOnItems.map((addOn) => (
            <AddOnRow key={addOn.id} addOn={addOn} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {line.bonusItems.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 pl-8 text-sm text-ink-600" aria-label={t('cart:line.gifts')}>
          {line.bonusItems.map((gift) => (
            <li key={gift.productSkuId}>
              <span className="mr-2 rounded bg-ink-100 px-1.5 py-0.5 text-xs font-semibold text-ink-700">
                {t('cart:line.gift')}
              </span>
              {gift.productName} × {gift.quantity}
            </li>
          ))}
        </ul>
      )}
      {specOpen && <SpecDialog line={line} open={specOpen} onOpenChange={setSpecOpen} />}
    </li>
  );
}

function AddOnRow({ addOn, onDelete }: { addOn: CartAddOnLine; onDelete(pending: PendingCartDelete): void }) {
  const { t } = useTranslation();
  const updateQuantity = useUpdateCartQuantity();
  const invalid = addOn.reason !== null;
  return (
    <li className="flex items-center gap-3" data-testid="cart-add-on">
      <LinePicture line={addOn} size={48} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm text-ink-800">
          <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
            {t('cart:line.add_on')}
          </span>
          {addOn.productName}
          {addOn.skuAttr.length > 0 && <span className="text-ink-500"> · {specText(addOn.skuAttr)}</span>}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LinePrice line={addOn} />
          {invalid ? (
            <span className="text-sm font-medium text-ink-800">
              {t(`cart:reason.${addOn.reason!}`, { stock: addOn.stock })}
            </span>
          ) : (
            <QuantityStepper
              size="compact"
              value={addOn.quantity}
              max={addOn.stock}
              disabled={updateQuantity.isPending}
              label={t('cart:line.quantity_of', { name: addOn.productName })}
              onChange={(quantity) => updateQuantity.mutate({ id: addOn.id, quantity })}
            />
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={() => onDelete({ ids: [addOn.id], kind: 'row', name: addOn.productName })}
        className="shrink-0 rounded-full px-2 py-1 text-sm text-ink-500 hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('cart:line.delete_named', { name: addOn.productName })}
      >
        {t('cart:line.delete')}
      </button>
    </li>
  );
}
