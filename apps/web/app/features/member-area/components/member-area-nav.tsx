import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

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

function linkClass({ isActive }: { isActive: boolean }): string {
  return `flex min-h-11 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100'
  }`;
}

/** SPEC §2 account area sections and the W Coin centre. Scrolls sideways on a phone, a column on a computer. */
export function MemberAreaNav() {
  const { t } = useTranslation();
  const groups = [
    { labelKey: 'common:member_area.label', links: ACCOUNT_LINKS },
    { labelKey: 'common:member_area.points_label', links: POINTS_LINKS },
  ] as const;
  return (
    <nav aria-label={t('pages:member_area.nav_label')} className="overflow-x-auto md:overflow-visible">
      <div className="flex gap-6 md:flex-col">
        {groups.map((group) => (
          <div key={group.labelKey}>
            {/* Written as the text is: upper case would spell the brand "W COIN" beside "W Coin" elsewhere. */}
            <h2 className="px-3 text-xs font-semibold tracking-wide text-ink-500">{t(group.labelKey)}</h2>
            <ul className="mt-2 flex gap-1 md:flex-col">
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
