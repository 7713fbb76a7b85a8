import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageKey } from '@wellfit/contracts/messages';
import {
  RETURN_ATTACHMENTS_MAX,
  RETURN_DESCRIPTION_MAX,
  RETURN_REASONS,
  applyReturnBody,
  type ReturnReason,
} from '@wellfit/contracts/orders';
import { attachmentsProblem } from '@wellfit/contracts/validation';
import { AttachmentsField } from '~/components/ui/attachments-field';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { FormAlert, INPUT_CLASS, SelectField } from '~/components/ui/form-field';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { newRequestKey } from '~/lib/request-key';
import { showToast } from '~/lib/toast';
import { useLocale } from '~/lib/use-locale';
import { useApplyReturn, useRefreshOrders } from '../api/change-order';
import type { MemberOrder } from '../api/get-order-after-sale';
import { formatTaipeiDay } from '../order-facts';

const textForm = applyReturnBody.pick({ reason: true, description: true });
type TextFields = { reason: ReturnReason | ''; description: string };

/** Returns that still hold goods (not refused or withdrawn) count against what may be returned again. */
const HOLDING_STATES = new Set(['pending', 'approved', 'returning', 'refunding', 'completed']);

/** What each line may still be returned: bought less what open or finished returns already hold. */
export function returnableQuantities(order: MemberOrder): Map<number, number> {
  const held = new Map<number, number>();
  for (const entry of order.returns) {
    if (!HOLDING_STATES.has(entry.status)) continue;
    for (const item of entry.items) held.set(item.orderItemId, (held.get(item.orderItemId) ?? 0) + item.quantity);
  }
  const left = new Map<number, number>();
  for (const item of order.items) {
    if (item.type === 'bonus' || order.nonReturnableItemIds.includes(item.id)) continue;
    const quantity = item.quantity - (held.get(item.id) ?? 0);
    if (quantity > 0) left.set(item.id, quantity);
  }
  return left;
}

/**
 * SPEC §4 apply return, within the seven days of the Consumer Protection Act art. 19: which lines
 * and how many (a partial return), a reason from the list, a description and up to two pictures or
 * videos, checked here by type and size before anything is sent (the server checks their content).
 * Lines that may not be returned once opened or started are shown, marked, and cannot be chosen.
 */
export default function ReturnFormDialog({
  order,
  open,
  onOpenChange,
}: {
  order: MemberOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const apply = useApplyReturn();
  const [requestKey] = useState(newRequestKey);
  const returnable = returnableQuantities(order);
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshOrders();
  const close = () => {
    onOpenChange(false);
    if (failure) refresh();
  };
  const ids = { items: useId(), files: useId(), description: useId() };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TextFields, unknown, { reason: ReturnReason; description: string }>({
    resolver: zodResolver(textForm) as never,
    defaultValues: { reason: '', description: '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const lines = order.items.filter((item) => item.type !== 'bonus');

  function toggle(itemId: number, on: boolean) {
    setItemsError(null);
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(itemId, current.get(itemId) ?? returnable.get(itemId) ?? 1);
      else next.delete(itemId);
      return next;
    });
  }

  function addFiles(picked: File[]) {
    const next = [...files, ...picked];
    const problem: MessageKey | undefined = attachmentsProblem(next);
    if (problem) {
      setFilesError(t(`messages:${problem}`));
      return;
    }
    setFilesError(null);
    setFiles(next);
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, position) => position !== index));
    setFilesError(null);
  }

  const submit = handleSubmit(({ reason, description: text }) => {
    setFailure(null);
    if (chosen.size === 0) {
      setItemsError(t('checkout:orders.return.no_items'));
      document.getElementById(ids.items)?.focus();
      return;
    }
    const items = [...chosen].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
    apply.mutate(
      { body: { orderId: order.id, items, reason, description: text, requestKey }, files },
      {
        onSuccess: () => {
          onOpenChange(false);
          showToast(t('checkout:orders.return.done'));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !apply.isPending && (next ? onOpenChange(true) : close())}
      title={t('checkout:orders.return.title')}
      description={
        order.returnLastDay
          ? t('checkout:orders.return.window', { day: formatTaipeiDay(order.returnLastDay, locale) })
          : undefined
      }
      closeLabel={t('checkout:orders.return.close')}
      width="wide"
      testId="return-form-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
        <fieldset
          id={ids.items}
          tabIndex={-1}
          aria-describedby={itemsError ? `${ids.items}-error` : undefined}
          className="focus:outline-none"
        >
          <legend className="mb-2 text-sm font-medium text-ink-800">{t('checkout:orders.return.items')}</legend>
          <ul className="flex flex-col gap-2">
            {lines.map((item) => {
              const left = returnable.get(item.id) ?? 0;
              const blocked = order.nonReturnableItemIds.includes(item.id);
              const quantity = chosen.get(item.id);
              const spec = item.skuAttr.map((pair) => pair.value).join(' / ');
              return (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 rounded-2xl p-3 ring-1 ring-ink-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                  data-testid="return-line"
                >
                  <label className={`flex items-start gap-3 ${left > 0 ? 'cursor-pointer' : 'opacity-70'}`}>
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-brand-600"
                      disabled={left === 0}
                      checked={quantity !== undefined}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                    <ProductLinePicture src={item.productPic} size={48} />
                    <span className="min-w-0 text-sm">
                      <span className="block font-medium break-words text-ink-900">{item.productName}</span>
                      {spec && <span className="block text-ink-600">{spec}</span>}
                      <span className="block text-ink-600">
                        {blocked
                          ? t('checkout:orders.not_returnable')
                          : t('checkout:orders.return.returnable_up_to', { count: left })}
                      </span>
                    </span>
                  </label>
                  {quantity !== undefined && left > 1 && (
                    <div className="pl-8">
                      <QuantityStepper
                        value={quantity}
                        max={left}
                        size="compact"
                        label={t('checkout:orders.return.quantity_of', { name: item.productName })}
                        showLabel
                        onChange={(next) => setChosen((current) => new Map(current).set(item.id, next))}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {itemsError && (
            <p id={`${ids.items}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {itemsError}
            </p>
          )}
        </fieldset>

        <SelectField
          label={`${t('checkout:orders.return.reason')} *`}
          aria-required="true"
          error={fieldErrorText(errors.reason, t('checkout:orders.return.reason'))}
          data-testid="return-reason"
          {...register('reason')}
        >
          <option value="">{t('checkout:orders.return.choose_reason')}</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`checkout:orders.return_reason.${reason}`)}
            </option>
          ))}
        </SelectField>

        <div>
          <label htmlFor={ids.description} className="mb-1 block text-sm font-medium text-ink-800">
            {t('checkout:orders.return.description')}
          </label>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={RETURN_DESCRIPTION_MAX}
            className={`${INPUT_CLASS} py-2`}
            data-testid="return-description"
            {...register('description')}
          />
          <p className="mt-1 text-right text-xs text-ink-600">
            {t('checkout:orders.return.description_count', { count: description.length, max: RETURN_DESCRIPTION_MAX })}
          </p>
        </div>

        <div>
          <AttachmentsField
            id={ids.files}
            label={t('checkout:orders.return.attachments')}
            hint={t('checkout:orders.return.attachments_hint')}
            files={files}
            max={RETURN_ATTACHMENTS_MAX}
            error={filesError}
            onAdd={addFiles}
            onRemove={removeFile}
            removeLabel={(name) => t('checkout:orders.return.remove_attachment', { name })}
            testId="return-attachments"
          />
        </div>

        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={apply.isPending}>
            {t('checkout:orders.return.close')}
          </Button>
          <Button type="submit" disabled={apply.isPending} aria-busy={apply.isPending} data-testid="return-submit">
            {apply.isPending ? t('checkout:orders.return.sending') : t('checkout:orders.return.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
