import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { memberDisplayName } from '@wellfit/contracts/account';
import type { CurrentUser } from '~/lib/get-user-details';
import { logout } from '../logout';
import { iconButtonClassName } from '~/components/ui/icon';
import { MemberAvatar } from '~/components/ui/member-avatar';

const ITEM_CLASS =
  'flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-sm text-ink-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** SPEC §2 member menu: my orders, my collections, browse history, log out (and the account area). */
export default function MemberDropdown({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const displayName = memberDisplayName(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('common:header.member_menu')}
        className={iconButtonClassName('soft', 'overflow-hidden')}
      >
        <MemberAvatar avatarUrl={user.avatarUrl} alt="" size={44} testId="header-avatar" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl"
        >
          {displayName && (
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold text-ink-900">
              {displayName}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/member/info">{t('common:header.my_account')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/order-list">{t('common:header.my_orders')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/collection/product">{t('common:header.my_collections')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/browse-history/product">{t('common:header.browse_history')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void logout()}>
            {t('common:header.log_out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
