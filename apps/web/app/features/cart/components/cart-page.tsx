import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import QueryProvider from '~/lib/query-provider';
import { showToast } from '~/lib/toast';
import { useCartList } from '../api/get-cart-list';
import { useDeleteCartItems } from '../api/delete-cart-items';
import { useSelectedCartIds } from '../hooks/use-selected-cart-ids';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { ConfirmDeleteDialog, type PendingCartDelete } from './confirm-delete-dialog';

/** /shopping-cart (SPEC §2, login required): the member's cart with pricing of the chosen lines. */
export function CartPage() {
  return (
    <QueryProvider>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <CartContent />
      </div>
    </QueryProvider>
  );
}

function CartContent() {
  const { t } = useTranslation();
  const cart = useCartList();
  const deleteItems = useDeleteCartItems();
  const [pendingDelete, setPendingDelete] = useState<PendingCartDelete | null>(null);

  const buyableIds = useMemo(() => cart.data?.validCartList.map((line) => line.id), [cart.data]);
  const { selected, toggle, setAll, forget } = useSelectedCartIds(buyableIds);
  const sortedSelection = useMemo(() => [...selected].sort((a, b) => a - b), [selected]);

  const heading = <h1 className="text-2xl font-bold text-ink-900">{t('titles:shopping_cart')}</h1>;
  if (cart.isPending) {
    return (
      <>
        {heading}
        <PageLoading />
      </>
    );
  }
  if (cart.isError) {
    return (
      <>
        {heading}
        <div role="alert" className="mt-6 rounded-3xl bg-white p-6 text-center ring-1 ring-ink-100">
          <p className="text-ink-700">{cart.error.message || t('messages:common_error')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void cart.refetch()}>
            {t('messages:retry')}
          </Button>
        </div>
      </>
    );
  }

  const { validCartList, inValidCartList } = cart.data;
  if (validCartList.length === 0 && inValidCartList.length === 0) {
    return (
      <>
        {heading}
        <div className="mt-6 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-ink-100" data-testid="cart-empty">
          <p className="text-lg font-semibold text-ink-900">{t('cart:empty.title')}</p>
          <p className="mt-2 text-ink-600">{t('cart:empty.body')}</p>
          <Link to="/product-list/all" className={buttonClassName('primary', 'mt-6')}>
            {t('cart:empty.browse')}
          </Link>
        </div>
      </>
    );
  }

  const allSelected = validCartList.length > 0 && selected.length === validCartList.length;
  const confirmDelete = () => {
    if (!pendingDelete) return;
    forget(pendingDelete.ids);
    deleteItems.mutate(pendingDelete.ids, { onSuccess: () => showToast(t('cart:delete.done')) });
    setPendingDelete(null);
  };

  return (
    <>
      {heading}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {validCartList.length > 0 && (
            <section aria-labelledby="cart-valid-heading">
              <h2 id="cart-valid-heading" className="sr-only">
                {t('cart:valid_heading')}
              </h2>
              <div className="mb-3 flex items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-ink-100">
                <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={allSelected}
                    onChange={(event) => setAll(event.target.checked)}
                    data-testid="cart-select-all"
                  />
                  {t('cart:select_all', { count: validCartList.length })}
                </label>
                <button
                  type="button"
                  disabled={selected.length === 0}
                  onClick={() => setPendingDelete({ ids: selected, kind: 'selected' })}
                  className="rounded-full px-3 py-1 text-sm text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                >
                  {t('cart:delete_selected')}
                </button>
              </div>
              <ul className="flex flex-col gap-3" data-testid="cart-valid-list">
                {validCartList.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    selected={selected.includes(line.id)}
                    onSelect={(on) => toggle(line.id, on)}
                    onDelete={setPendingDelete}
                  />
                ))}
              </ul>
            </section>
          )}
          {inValidCartList.length > 0 && (
            <section aria-labelledby="cart-invalid-heading" data-testid="cart-invalid-list">
              <div className="mb-3 flex items-center justify-between gap-3">
                <h2 id="cart-invalid-heading" className="text-lg font-semibold text-ink-900">
                  {t('cart:invalid_heading', { count: inValidCartList.length })}
                </h2>
                <button
                  type="button"
                  onClick={() => setPendingDelete({ ids: inValidCartList.map((line) => line.id), kind: 'invalid' })}
                  className="rounded-full px-3 py-1 text-sm text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t('cart:clear_invalid')}
                </button>
              </div>
              <ul className="flex flex-col gap-3">
                {inValidCartList.map((line) => (
                  <CartLineItem key={line.id} line={line} onDelete={setPendingDelete} />
                ))}
              </ul>
            </section>
          )}
        </div>
        <CartSummary selectedIds={sortedSelection} />
      </div>
      <ConfirmDeleteDialog
        pending={pendingDelete}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setPendingDelete(null)}
      />
    </>
  );
}
