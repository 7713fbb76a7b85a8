import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { articleListQuery } from '@wellfit/contracts/content';
import { ArticleCard } from '~/features/content/components/article-card';
import { EmptyState, PageHeading } from '~/features/content/components/page-heading';
import { Pager } from '~/features/content/components/pager';
import { TabLinks } from '~/features/content/components/tab-links';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/article-list';

export const handle: RouteHandle = { title: 'titles:article_list' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const query = articleListQuery.safeParse({
    categoryId: params.categoryId,
    pageIndex: new URL(request.url).searchParams.get('page') ?? undefined,
  });
  if (!query.success) return data({ categories: null, articles: null }, { status: 404 });
  const [categories, articles] = await Promise.all([
    services.content.articleCategories(locale),
    services.content.articleList(locale, query.data),
  ]);
  const knownCategory =
    query.data.categoryId === 0 || categories.some((category) => category.id === query.data.categoryId);
  if (!knownCategory) return data({ categories: null, articles: null }, { status: 404 });
  return { categories, articles };
}

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, articles } = loaderData;
  if (!categories || !articles) return <LazyNotFoundScreen />;
  const tabs = [
    { to: '/article-list/0', label: t('content:article_list.all') },
    ...categories.map((category) => ({ to: `/article-list/${category.id}`, label: category.name })),
  ];
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t('content:article_list.heading')} />
      <TabLinks label={t('content:article_list.tabs_label')} tabs={tabs} />
      <div className="mt-6">
        {articles.list.length === 0 ? (
          <EmptyState text={t('content:article_list.empty')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.list.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager pageIndex={articles.pageIndex} pageSize={articles.pageSize} total={articles.total} />
    </section>
  );
}
