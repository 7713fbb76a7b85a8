import { Link } from 'react-router';
import { TIME_ZONE } from '@wellfit/contracts/constants';
import { LOCALE_TAGS, type Locale } from '@wellfit/contracts/locale';
import type {
  StaticPageBlock,
  StaticPageDocument,
  StaticPageLink,
  StaticPageSection,
  StaticPageTranslations,
} from './static-page-document';

/** SPEC §2 static and guide pages; each slug is also the page's path (/terms-of-service …). */
export const STATIC_PAGE_SLUGS = [
  'terms-of-service',
  'privacy-policy',
  'cookie-declaration',
  'sitemap',
  'member-guide',
  'about-us',
  'collaboration',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value);
}

/*
 * One dynamic import per page: a bundler splits each page's text into its own chunk, so the
 * home page never carries the terms of service, and a loader reads only the page it serves.
 */
const CONTENT_MODULES: Record<StaticPageSlug, () => Promise<{ translations: StaticPageTranslations }>> = {
  'terms-of-service': () => import('./content/terms-of-service'),
  'privacy-policy': () => import('./content/privacy-policy'),
  'cookie-declaration': () => import('./content/cookie-declaration'),
  sitemap: () => import('./content/sitemap'),
  'member-guide': () => import('./content/member-guide'),
  'about-us': () => import('./content/about-us'),
  collaboration: () => import('./content/collaboration'),
};

/** The page's own words around the content, kept with it so a page never shows a missing key. */
const PAGE_LABELS: Record<Locale, { updated: string; tableOfContents: string }> = {
  zhTW: { updated: '最後更新：', tableOfContents: '本頁目錄' },
  zhCN: { updated: '最后更新：', tableOfContents: '本页目录' },
  en: { updated: 'Last updated: ', tableOfContents: 'On this page' },
};

/** Pages with this many sections or more get a table of contents; shorter ones are read in one glance. */
const TABLE_OF_CONTENTS_MIN_SECTIONS = 4;

export interface LoadedStaticPage extends StaticPageDocument {
  slug: StaticPageSlug;
  locale: Locale;
  /** `updated` written for the reader, e.g. 2025年11月1日 or November 1, 2025. */
  updatedText: string;
  labels: (typeof PAGE_LABELS)[Locale];
  showTableOfContents: boolean;
}

function formatUpdatedDate(isoDate: string, locale: Locale): string {
  // Noon in Taipei names the same calendar day in every zone the formatter might use.
  const instant = new Date(`${isoDate}T12:00:00+08:00`);
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).format(instant);
}

/** A page's text for one locale, as plain serialisable data for a route loader. */
export async function loadStaticPage(slug: StaticPageSlug, locale: Locale): Promise<LoadedStaticPage> {
  const { translations } = await CONTENT_MODULES[slug]();
  const document = translations[locale];
  return {
    ...document,
    slug,
    locale,
    updatedText: formatUpdatedDate(document.updated, locale),
    labels: PAGE_LABELS[locale],
    showTableOfContents: document.sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS,
  };
}

const linkClass =
  'font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function PageLink({ link }: { link: StaticPageLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

function Block({ block }: { block: StaticPageBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="whitespace-pre-line">{block.text}</p>;
    case 'list': {
      const ListTag = block.ordered ? 'ol' : 'ul';
      return (
        <ListTag className={`space-y-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-ink-500`}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ListTag>
      );
    }
    case 'links':
      return (
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {block.links.map((link) => (
            <li key={link.href}>
              <PageLink link={link} />
              {link.description ? <p className="mt-0.5 text-sm text-ink-600">{link.description}</p> : null}
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // A wide table scrolls by itself on a phone instead of widening the page; focusable so keyboards can scroll it.
        <div
          className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          tabIndex={0}
          role="region"
          aria-label={block.caption}
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-sm text-ink-600">{block.caption}</caption>
            <thead>
              <tr className="border-b-2 border-ink-300">
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pe-4 font-semibold text-ink-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-ink-200 align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pe-4 font-mono text-xs font-normal text-ink-800">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 pe-4 text-ink-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Section({ section }: { section: StaticPageSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-semibold text-ink-900 sm:text-2xl">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

function TableOfContents({ page }: { page: LoadedStaticPage }) {
  return (
    <nav aria-labelledby="static-page-toc" className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
      <p id="static-page-toc" className="text-sm font-semibold uppercase tracking-wide text-ink-500">
        {page.labels.tableOfContents}
      </p>
      <ol className="mt-3 space-y-2 border-s border-ink-200 text-sm">
        {page.sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ms-px block border-s-2 border-transparent ps-4 text-ink-700 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Renders a loaded static page: one h1, an h2 per section, and a table of contents on long pages. */
export function StaticPage({ content }: { content: LoadedStaticPage }) {
  return (
    <article aria-labelledby="static-page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="max-w-3xl border-b border-ink-200 pb-6">
        <h1 id="static-page-title" className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {content.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-ink-700">{content.description}</p>
        <p className="mt-3 text-sm text-ink-500">
          {content.labels.updated}
          <time dateTime={content.updated}>{content.updatedText}</time>
        </p>
      </header>
      <div
        className={content.showTableOfContents ? 'mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12' : 'mt-8'}
      >
        {content.showTableOfContents ? <TableOfContents page={content} /> : null}
        <div className="max-w-3xl space-y-10 text-base leading-7 text-ink-700">
          {content.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}
