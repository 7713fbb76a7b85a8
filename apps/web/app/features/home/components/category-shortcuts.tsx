import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';
import { StrokeIcon } from '~/components/ui/icon';

type ShortcutPath = (typeof PRODUCT_CATEGORY_SHORTCUTS)[number]['path'];

const ICON_PATHS: Record<ShortcutPath, ReactNode> = {
  '/discounts': (
    <>
      <path d="M4 12.5V5a1 1 0 0 1 1-1h7.5L20 11.5 12.5 19z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </>
  ),
  '/home-gym': <path d="M3 9v6M6 7v10M18 7v10M21 9v6M6 12h12" />,
  '/yoga': (
    <>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 8v6M5 11l7 3 7-3M8 20l4-6 4 6" />
    </>
  ),
  '/gear': (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4c2 2.2 3 4.9 3 8s-1 5.8-3 8M12 4c-2 2.2-3 4.9-3 8s1 5.8 3 8M4 12h16" />
    </>
  ),
  '/clothing': <path d="M8 4l4 2 4-2 4 4-3 3v9H7v-9L4 8z" />,
  '/accessories': (
    <>
      <rect x="7" y="3" width="10" height="18" rx="3" />
      <path d="M10 7h4M12 10v4" />
    </>
  ),
};

/** SPEC §2 product category shortcuts. */
export function CategoryShortcuts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="category-shortcuts-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="category-shortcuts-title" className="text-2xl font-bold text-ink-900">
        {t('home:categories.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-3 gap-3 md:grid-cols-6">
        {PRODUCT_CATEGORY_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.path}>
            <Link
              to={shortcut.path}
              className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center text-sm font-semibold text-ink-800 shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:text-brand-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:hover:translate-y-0"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <StrokeIcon strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
                  {ICON_PATHS[shortcut.path]}
                </StrokeIcon>
              </span>
              {t(`common:${shortcut.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
