import { useTranslation } from 'react-i18next';
import { FAQ_KEYWORD_MAX, isSupportOpen } from '@wellfit/contracts/support-pages';
import { FaqView } from '~/features/support/components/faq-view';
import { SupportHeader } from '~/features/support/components/support-header';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/faq';

export const handle: RouteHandle = { title: 'titles:faq', ownDescription: true };

/** SPEC §2 /faq: rendered on the server from one in-process call; ?keyword= narrows the answers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim();
  const tooLong = keyword.length > FAQ_KEYWORD_MAX;
  const faq = await services.support.faq(locale, { keyword: tooLong ? '' : keyword });
  return { faq, keyword, tooLong, openNow: isSupportOpen(new Date()) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { faq, keyword, tooLong, openNow } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <meta name="description" content={t('support:description_faq')} />
      <SupportHeader tab="faq" openNow={openNow} />
      <FaqView faq={faq} keyword={keyword} tooLong={tooLong} />
    </div>
  );
}
