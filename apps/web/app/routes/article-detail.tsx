import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { idParams } from '@wellfit/contracts/content';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { FavouriteButton } from '~/features/collections/components/favourite-button';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { taipeiDate } from '~/features/content/content-format';
import { RichHtml } from '~/components/ui/rich-html';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/article-detail';

// The article's own name is the page title; a missing article is the not-found page.
export const handle: RouteHandle = {
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.article?.title),
  // meta() below describes the article in place of the layout's tagline.
  ownDescription: true,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = idParams.safeParse(params);
  const article = id.success ? await services.content.articleDetail(locale, id.data.id) : undefined;
  if (!article) return data({ article: null }, { status: 404 });
  return { article };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  return article ? [{ name: 'description', content: article.subTitle.slice(0, 160) }] : [];
}

export default function ArticleDetailPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) return <LazyNotFoundScreen />;
  return <ArticleDetail key={article.id} article={article} />;
}

function ArticleDetail({ article }: { article: NonNullable<Route.ComponentProps['loaderData']['article']> }) {
  const { t } = useTranslation();
  useRecordView('article', article.id);
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-8" data-testid="article-detail">
      <Link to="/article-list/0" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        ← {t('content:article.back')}
      </Link>
      <header className="mt-4 flex flex-col gap-3">
        <p className="flex flex-wrap gap-1">
          {article.categoryIds.map((categoryId, index) => (
            <Link
              key={categoryId}
              to={`/article-list/${categoryId}`}
              className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100"
            >
              {article.categoryNames[index]}
            </Link>
          ))}
        </p>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl leading-tight font-bold text-ink-900 sm:text-3xl">{article.title}</h1>
          <FavouriteButton targetType="article" targetId={article.id} className="shrink-0" />
        </div>
        {article.subTitle && <p className="text-lg text-ink-600">{article.subTitle}</p>}
        <p className="text-sm text-ink-500">
          <span className="sr-only">{t('content:article.published')} </span>
          <time dateTime={article.articleTime}>{taipeiDate(article.articleTime)}</time>
          {article.author && (
            <>
              {' · '}
              {t('content:article.by')}{' '}
              {/* A person's name is not translated: an English page keeps 陳冠宏 as written. (Not
                  react-i18next's Trans: it would bring its HTML parser into every page's shell.) */}
              <span translate="no">{article.author}</span>
            </>
          )}
        </p>
      </header>
      {article.coverImg && (
        <ResponsiveImage
          src={article.coverImg}
          alt=""
          width={800}
          height={500}
          sizes="(min-width: 768px) 736px, 100vw"
          priority
          className="mt-6 aspect-[16/10] w-full rounded-2xl object-cover"
        />
      )}
      <RichHtml html={article.pcHtml} className="mt-8" />
    </article>
  );
}
