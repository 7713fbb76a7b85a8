import type { FreeChargeMessage } from '@wellfit/contracts/data-dictionary';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StrokeIcon } from '~/components/ui/icon';

/** SPEC §2 free-shipping message with its link (twFreeChargeMsg). */
export function FreeShippingNotice({ notice }: { notice: FreeChargeMessage }) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-semibold text-white">
        {t('home:free_shipping_label')}
      </span>
      <span className="font-medium">{notice.msg}</span>
      {notice.link && (
        <StrokeIcon viewBox="0 0 20 20" className="size-4 shrink-0">
          <path d="M7 4l6 6-6 6" />
        </StrokeIcon>
      )}
    </>
  );
  const className =
    'mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 text-sm text-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <div className="border-y border-accent-400/30 bg-white" data-testid="free-shipping">
      {!notice.link ? (
        <p className={className}>{content}</p>
      ) : notice.link.startsWith('/') ? (
        <Link to={notice.link} className={`${className} hover:text-brand-700`}>
          {content}
        </Link>
      ) : (
        <a href={notice.link} className={`${className} hover:text-brand-700`} rel="noopener noreferrer">
          {content}
        </a>
      )}
    </div>
  );
}
