import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { isLocale, LOCALE_TAGS, LOCALES } from '@wellfit/contracts/locale';
import { switchLocale } from '../switch-locale';
import { StrokeIcon } from '~/components/ui/icon';

/** A native select: keyboard and screen-reader friendly on every device; `onSwitched` runs once the page is in the new language. */
export function LanguageSwitcher({ className = '', onSwitched }: { className?: string; onSwitched?: () => void }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const id = useId();

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('common:language.label')}
      </label>
      <StrokeIcon className="size-5 shrink-0 text-ink-500" strokeWidth={1.8}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
      </StrokeIcon>
      <select
        id={id}
        data-testid="language-switcher"
        value={i18n.language}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          await switchLocale(next);
          await revalidator.revalidate();
          onSwitched?.();
        }}
        className="min-h-11 rounded-full border border-ink-200 bg-white py-1 pr-8 pl-3 text-sm text-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_TAGS[locale]}>
            {t(`common:language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
