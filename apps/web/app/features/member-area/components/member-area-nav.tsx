import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

const ACCOUNT_LINKS = [
  { to: '/member/info', labelKey: 'titles:member_info' },
  { to: '/member/subscription', labelKey: 'titles:member_subscription' },
  { to: '/member/sport', labelKey: 'titles:member_sport' },
  { to: '/member/coupons', labelKey: 'titles:member_coupons' },
  { to: '/member/settings', labelKey: 'titles:member_settings' },
] as const;

const POINTS_LINKS = [
  { to: '/member/points/check-in', labelKey: 'titles:points_check_in' },
  { to: '/member/points/rewards', labelKey: 'titles:points_rewards' },
  { to: '/member/points/history', labelKey: 'titles:points_history' },
  { to: '/member/redemption', labelKey: 'titles:redemption' },
] as const;

// The focus ring is drawn inside the link: the phone's strip scrolls, and a scroller clips what sticks out.
function linkClass({ isActive }: { isActive: boolean }): string {
  return `flex min-h-11 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100'
  }`;
}

/**
 * SPEC §2 account area sections and the W Coin centre: a column on a computer; on a phone a strip
 * of tabs across the screen that scrolls sideways (swipe, or Tab through its links), with the
 * current section brought into view.
 */
export function MemberAreaNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  const groups = [
    { labelKey: 'common:member_area.label', links: ACCOUNT_LINKS },
    { labelKey: 'common:member_area.points_label', links: POINTS_LINKS },
  ] as const;
  return (
    <nav
      ref={stripRef}
      aria-label={t('pages:member_area.nav_label')}
      // The browser leaves a half-shown link where it is when Tab reaches it: the strip shows it whole.
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      className="relative scroll-px-4 overflow-x-auto border-b border-ink-200 px-4 pb-2 md:overflow-visible md:border-0 md:px-0 md:pb-0"
    >
      <div className="flex w-max gap-3 md:w-auto md:flex-col md:gap-6">
        {groups.map((group, index) => (
          // On the phone's strip a rule parts the groups; their headings are there for screen readers.
          <div key={group.labelKey} className={index > 0 ? 'border-l border-ink-200 pl-3 md:border-0 md:pl-0' : ''}>
            {/* Written as the text is: upper case would spell the brand "W COIN" beside "W Coin" elsewhere. */}
            <h2 className="px-3 text-xs font-semibold tracking-wide text-ink-500 max-md:sr-only">
              {t(group.labelKey)}
            </h2>
            <ul className="flex gap-1 md:mt-2 md:flex-col">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
