import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS } from '@wellfit/contracts/constants';
import { dismissToast, type ToastMessage } from '~/lib/toast';
import { StrokeIcon } from './icon';

/** Renders the one toast with Radix, which hides it after TOAST_DURATION_MS (SPEC §2). */
export default function ToastView({ message }: { message: ToastMessage | null }) {
  const { t } = useTranslation();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label={t('common:toast.region')}>
      {message && (
        <Toast.Root
          key={message.id}
          data-testid="toast"
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className="flex items-start gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm text-white shadow-lg motion-safe:animate-[toast-in_150ms_ease-out]"
        >
          <Toast.Description className="flex-1 leading-6">{message.text}</Toast.Description>
          {message.link && (
            // An action closes the toast; screen readers hear the link's label as its alternative.
            <Toast.Action altText={message.link.label} asChild>
              <Link
                to={message.link.to}
                className="shrink-0 rounded font-semibold text-brand-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              >
                {message.link.label}
              </Link>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t('common:toast.close')}
            className="-my-1 rounded-full p-1 text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <StrokeIcon viewBox="0 0 20 20" className="size-5">
              <path d="M5 5l10 10M15 5L5 15" />
            </StrokeIcon>
          </Toast.Close>
        </Toast.Root>
      )}
      {/*
        Above every layer (z-[70] over the dialogs' z-50), so a toast fired inside a dialog is
        read over its backdrop; at the top on a phone, where dialogs are bottom sheets and the
        bottom navigation bar sits.
      */}
      <Toast.Viewport
        label={t('common:toast.region')}
        className="fixed inset-x-0 top-4 z-[70] mx-auto flex w-full max-w-md flex-col gap-2 px-4 outline-none sm:top-auto sm:bottom-4"
      />
    </Toast.Provider>
  );
}
