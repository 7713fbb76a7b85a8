import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMobile, formatAddressLine, ADDRESS_BOOK_MAX, type MemberAddress } from '@wellfit/contracts/address';
import { errorText } from '~/lib/error-text';
import { Button, buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { ConfirmDialog, ConfirmDialogAction, ConfirmDialogCancel } from '~/components/ui/dialog';
import { showToast } from '~/lib/toast';
import { useDeleteAddress, useSetDefaultAddress } from '../api/change-address-book';
import { useAddressList } from '../api/get-address-list';

// The form carries Taiwan's places (contracts/taiwan-places.data.ts): it loads when it opens.
const AddressForm = lazy(() => import('./address-form'));

/** Which form is open: a new address, or the one being edited. */
type Editing = { kind: 'add' } | { kind: 'edit'; address: MemberAddress } | null;

export interface AddressBookProps {
  /** The chosen recipient (checkout's memberReceiveAddressId); the default address when not given. */
  selectedId?: number;
  onSelect?(address: MemberAddress): void;
  /** The address in effect (the chosen one, else the default), whenever it changes; null with an empty book. */
  onChosen?(addressId: number | null): void;
}

/**
 * The member's address book (SPEC §3 Recipient): choose the recipient, add, edit, delete and
 * set the default. Needs a QueryProvider above it. Without `selectedId` it keeps its own choice.
 */
export function AddressBook({ selectedId, onSelect, onChosen }: AddressBookProps) {
  const { t } = useTranslation();
  const list = useAddressList();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [ownChoice, setOwnChoice] = useState<number | undefined>(undefined);
  const [pendingDelete, setPendingDelete] = useState<MemberAddress | null>(null);
  const addressesInBook = list.data;
  const inEffect = addressesInBook
    ? (addressesInBook.find((entry) => entry.id === selectedId) ??
      addressesInBook.find((entry) => entry.id === ownChoice) ??
      addressesInBook.find((entry) => entry.isDefault))
    : undefined;
  const inEffectId = addressesInBook ? (inEffect?.id ?? null) : undefined;
  useEffect(() => {
    if (inEffectId !== undefined) onChosen?.(inEffectId);
  }, [inEffectId, onChosen]);

  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <div role="alert" className="rounded-3xl bg-white p-6 text-center ring-1 ring-ink-100">
        <p className="text-ink-700">{errorText(list.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
          {t('messages:retry')}
        </Button>
      </div>
    );
  }

  const addresses = list.data;
  const chosen = inEffect;
  const choose = (address: MemberAddress) => {
    setOwnChoice(address.id);
    onSelect?.(address);
  };
  const saved = (address: MemberAddress) => {
    setEditing(null);
    choose(address);
    showToast(t('address:saved'));
  };
  const failed = (error: unknown) => showToast(errorText(error));
  const fullName = (address: MemberAddress) =>
    t('address:full_name', { firstName: address.firstName, lastName: address.lastName });
  // An empty book opens the form at once: there is nothing else to do.
  const form = editing ?? (addresses.length === 0 ? ({ kind: 'add' } as const) : null);

  return (
    <div className="flex flex-col gap-4" data-testid="address-book">
      {addresses.length > 0 && (
        <fieldset>
          <legend className="sr-only">{t('address:list_label')}</legend>
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => (
              <li
                key={address.id}
                data-testid="address-entry"
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 sm:flex-row sm:items-start"
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="recipient-address"
                    className="mt-1 size-5 shrink-0 accent-brand-600"
                    checked={chosen?.id === address.id}
                    onChange={() => choose(address)}
                  />
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {fullName(address)}
                      <span className="font-normal text-ink-700">{displayMobile(address.mobile)}</span>
                      {address.isDefault && (
                        <span
                          data-testid="address-default"
                          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                        >
                          {t('address:default_badge')}
                        </span>
                      )}
                    </span>
                    <span className="mt-1 block break-words text-ink-700">{formatAddressLine(address)}</span>
                  </span>
                </label>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  <Button
                    variant="ghost"
                    aria-label={t('address:edit_named', { name: fullName(address) })}
                    onClick={() => setEditing({ kind: 'edit', address })}
                  >
                    {t('address:edit')}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      aria-label={t('address:set_default_named', { name: fullName(address) })}
                      disabled={setDefault.isPending}
                      onClick={() =>
                        setDefault.mutate(address.id, {
                          onSuccess: () => showToast(t('address:default_set')),
                          onError: failed,
                        })
                      }
                    >
                      {t('address:set_default')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={t('address:delete_named', { name: fullName(address) })}
                    onClick={() => setPendingDelete(address)}
                  >
                    {t('address:delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {form ? (
        <section aria-labelledby="address-form-title" className="rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
          <h3 id="address-form-title" className="mb-4 text-lg font-bold text-ink-900">
            {form.kind === 'edit' ? t('address:edit_title') : t('address:add_title')}
          </h3>
          <Suspense fallback={<PageLoading />}>
            <AddressForm
              key={form.kind === 'edit' ? form.address.id : 'new'}
              address={form.kind === 'edit' ? form.address : undefined}
              onSaved={saved}
              onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
            />
          </Suspense>
        </section>
      ) : addresses.length < ADDRESS_BOOK_MAX ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing({ kind: 'add' })}>
          {t('address:add')}
        </Button>
      ) : (
        <p className="text-sm text-ink-600">{t('messages:warning_address_book_full', { max: ADDRESS_BOOK_MAX })}</p>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('address:delete_title')}
        description={pendingDelete && formatAddressLine(pendingDelete)}
        testId="address-delete-confirm"
      >
        <ConfirmDialogCancel className={buttonClassName('secondary')}>{t('address:cancel')}</ConfirmDialogCancel>
        <ConfirmDialogAction
          className={buttonClassName('primary')}
          onClick={() => {
            if (!pendingDelete) return;
            remove.mutate(pendingDelete.id, {
              onSuccess: () => showToast(t('address:deleted')),
              onError: failed,
            });
          }}
        >
          {t('address:delete')}
        </ConfirmDialogAction>
      </ConfirmDialog>
    </div>
  );
}
