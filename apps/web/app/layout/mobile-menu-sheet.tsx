import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '~/features/locale/components/language-switcher';
import { AppLink } from '~/components/ui/app-link';
import { isCurrentSection, MAIN_NAVIGATION, MOBILE_SHOPPING_LINKS } from './navigation';
import { Sheet } from '~/components/ui/sheet';

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="left"
      title={t('common:nav.label')}
      closeLabel={t('common:nav.close_menu')}
      description={t('common:tagline')}
      testId="mobile-menu"
    >
      <nav aria-label={t('common:nav.label')} className="mt-4 flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-1">
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                aria-current={isCurrentSection(pathname, item) ? 'page' : undefined}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:hover:bg-brand-50"
              >
                {t(item.labelKey)}
              </AppLink>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 border-t border-ink-100 px-4 pt-4 text-sm font-semibold text-ink-600">
          {t('common:nav.shopping_label')}
        </h3>
        <ul className="mt-1 flex flex-col gap-1">
          {MOBILE_SHOPPING_LINKS.map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {t(item.labelKey)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* A language is a choice made in the menu, like a link: the menu closes on it (issue 34). */}
      <LanguageSwitcher className="border-t border-ink-100 pt-4" onSwitched={() => onOpenChange(false)} />
    </Sheet>
  );
}
