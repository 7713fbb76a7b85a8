import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export const INPUT_CLASS =
  'block min-h-11 w-full min-w-0 rounded-xl border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200 aria-[invalid=true]:border-red-600 disabled:bg-ink-50';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated message; the input is marked invalid and described by it. */
  error?: string;
  /** Helper text under the input (SPEC §5 tip_password_regex on new-password fields). */
  hint?: string;
  /** Shown before the input inside the same row (the +886 prefix). */
  leading?: ReactNode;
  /** Shown after the input (Send Code, show/hide). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function FormField({ label, error, hint, leading, trailing, id, className = '', ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {leading}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** SPEC §2: a password input with a show/hide toggle. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          className="inline-flex min-h-11 shrink-0 items-center rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? t('pages:auth.hide_password') : t('pages:auth.show_password')}
        </button>
      }
    />
  );
}

/** The fixed country code before a mobile input (SPEC §2: +886 only). */
export function CountryCodePrefix() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex min-h-11 shrink-0 items-center rounded-xl border border-ink-200 bg-ink-50 px-3 text-base text-ink-700"
      title={t('pages:auth.country_code_note')}
    >
      +886
    </span>
  );
}

/** A form-level message (a failed call). */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="form-error">
      {children}
    </p>
  );
}

/** A labelled select with its error, wired like FormField. */
export function SelectField({
  label,
  error,
  children,
  className = '',
  ...select
}: { label: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT_CLASS}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
