import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@wellfit/contracts/locale';
import { isRedirectSource, ROUTE_REDIRECTS } from '@wellfit/contracts/routes';
import routeConfig from '../../routes';
import { STATIC_PAGE_SLUGS, StaticPage, loadStaticPage, type LoadedStaticPage } from './static-page';
import type { StaticPageBlock } from './static-page-document';

const pages = await Promise.all(
  STATIC_PAGE_SLUGS.flatMap((slug) => LOCALES.map((locale) => loadStaticPage(slug, locale))),
);
const pagesOf = (slug: string) => pages.filter((page) => page.slug === slug);

/** The shape of a block without its words: what must be the same in every locale. */
function blockShape(block: StaticPageBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return 'paragraph';
    case 'list':
      return `${block.ordered ? 'ordered' : 'bulleted'}-list×${block.items.length}`;
    case 'links':
      // Site paths must match exactly; an external address may differ by locale (a translated mail subject).
      return `links[${block.links.map((link) => (link.href.startsWith('/') ? link.href : link.href.split(':')[0])).join(' ')}]`;
    case 'table':
      return `table ${block.columns.length}×${block.rows.length}`;
  }
}

function pageShape(page: LoadedStaticPage) {
  return page.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(blockShape) }));
}

function textsOf(page: LoadedStaticPage): string[] {
  return [
    page.title,
    page.description,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        switch (block.kind) {
          case 'paragraph':
            return [block.text];
          case 'list':
            return block.items;
          case 'links':
            return block.links.flatMap((link) => [
              link.label,
              ...(link.description === undefined ? [] : [link.description]),
            ]);
          case 'table':
            return [block.caption, ...block.columns, ...block.rows.flat()];
        }
      }),
    ]),
  ];
}

describe.each(STATIC_PAGE_SLUGS)('static page %s', (slug) => {
  const [zhTW, zhCN, en] = pagesOf(slug) as [LoadedStaticPage, LoadedStaticPage, LoadedStaticPage];

  it('has content in all three locales with the same structure', () => {
    expect(zhTW.sections.length).toBeGreaterThan(0);
    expect(pageShape(zhCN)).toEqual(pageShape(zhTW));
    expect(pageShape(en)).toEqual(pageShape(zhTW));
    expect(new Set([zhTW.updated, zhCN.updated, en.updated]).size).toBe(1);
  });

  it('has no empty text and no placeholder left in any locale', () => {
    for (const page of [zhTW, zhCN, en]) {
      for (const text of textsOf(page)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/\b(lorem|ipsum|TODO|TBD|undefined|NaN|null)\b|\{\{|\$\{/);
      }
    }
  });

  it('is written in the language of its locale', () => {
    const everything = (page: LoadedStaticPage) => textsOf(page).join('\n');
    // Characters that exist only in traditional or only in simplified script.
    expect(everything(zhTW)).not.toMatch(/[们这说个会关与为时们网页资务优门]/);
    expect(everything(zhCN)).not.toMatch(/[們這說個會關與為時網頁資務優門]/);
    expect(everything(en)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('has unique, URL-safe section anchors', () => {
    const ids = zhTW.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('links only to pages the web app has', () => {
    const internal = zhTW.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === 'links' ? block.links.map((link) => link.href) : [])),
    );
    for (const link of internal.filter((target) => target.startsWith('/'))) {
      // A SPEC §2 redirect source (/shop) is answered by the catch-all route's loader: follow it to its page.
      let href: string = link;
      while (isRedirectSource(href)) href = ROUTE_REDIRECTS[href];
      const matched = matchRoutes(routeConfig as RouteObject[], href);
      const deepest = matched?.at(-1)?.route;
      expect(deepest?.path, `${href} must match a route other than not-found`).not.toBe('*');
      expect(deepest?.id ?? '', href).not.toMatch(/^not-found/);
    }
  });

  it('is plain data a loader can send', () => {
    expect(JSON.parse(JSON.stringify(zhTW))).toEqual(zhTW);
  });

  it.each(LOCALES)('renders one h1, an h2 per section and a working table of contents (%s)', (locale) => {
    const page = pagesOf(slug).find((candidate) => candidate.locale === locale)!;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <StaticPage content={page} />
      </MemoryRouter>,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.match(/<h2[\s>]/g)).toHaveLength(page.sections.length);
    for (const section of page.sections) {
      expect(html).toContain(`id="${section.id}"`);
      if (page.showTableOfContents) expect(html).toContain(`href="#${section.id}"`);
    }
    expect(html).toContain(`<time dateTime="${page.updated}">${page.updatedText}</time>`);
  });
});

describe('loadStaticPage', () => {
  it('writes the update date for the reader', async () => {
    const [zhTW, zhCN, en] = await Promise.all(LOCALES.map((locale) => loadStaticPage('privacy-policy', locale)));
    expect(zhTW?.updatedText).toBe('2025年11月1日');
    expect(zhCN?.updatedText).toBe('2025年11月1日');
    expect(en?.updatedText).toBe('November 1, 2025');
  });

  it('gives long pages a table of contents and short ones none', async () => {
    expect((await loadStaticPage('terms-of-service', 'en')).showTableOfContents).toBe(true);
    expect((await loadStaticPage('collaboration', 'en')).showTableOfContents).toBe(true);
    const sitemap = await loadStaticPage('sitemap', 'en');
    expect(sitemap.showTableOfContents).toBe(sitemap.sections.length >= 4);
  });

  it('renders site-map entries as router links to their paths', async () => {
    const sitemap = await loadStaticPage('sitemap', 'zhTW');
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <StaticPage content={sitemap} />
      </MemoryRouter>,
    );
    for (const path of ['/', '/faq', '/plan-list/all', '/member/points/check-in', '/terms-of-service']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('declares every local-storage key the app uses', async () => {
    const { STORAGE_KEYS, STORAGE_PREFIX } = await import('@wellfit/contracts/constants');
    const declaration = await loadStaticPage('cookie-declaration', 'en');
    const declared = declaration.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'table' ? block.rows.map((row) => row[0]) : []));
    for (const key of Object.values(STORAGE_KEYS)) expect(declared).toContain(`${STORAGE_PREFIX}${key}`);
  });
});
