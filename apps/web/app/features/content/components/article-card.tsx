import type { ReactNode } from 'react';
import type { ArticleSummary } from '@wellfit/contracts/content';
import { CardFrame, CardLink, CoverPicture } from './card-frame';
import { taipeiDate } from '../content-format';

export function ArticleCard({
  article,
  priority = false,
  name,
}: {
  article: ArticleSummary;
  priority?: boolean;
  /** Shown instead of the plain name (search highlights the matched text). */
  name?: ReactNode;
}) {
  return (
    <CardFrame testId="article-card" className="overflow-hidden">
      <CoverPicture
        src={article.coverImg}
        width={800}
        height={500}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[16/10]"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-1">
          {article.categoryNames.map((name) => (
            <span key={name} className="rounded bg-brand-50 px-1.5 text-xs font-medium text-brand-800">
              {name}
            </span>
          ))}
        </p>
        <h2 className="line-clamp-2 text-base leading-snug font-semibold text-ink-900">
          <CardLink to={`/article/${article.id}`} prefetch="intent">
            {name ?? article.title}
          </CardLink>
        </h2>
        <p className="line-clamp-2 text-sm text-ink-600">{article.subTitle}</p>
        <p className="mt-auto text-xs text-ink-500">
          <time dateTime={article.articleTime}>{taipeiDate(article.articleTime)}</time>
          {article.author && (
            <>
              {' · '}
              <span translate="no">{article.author}</span>
            </>
          )}
        </p>
      </div>
    </CardFrame>
  );
}
