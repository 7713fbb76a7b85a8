import type { LocalisedText } from '../db/columns.ts';
import { type LOCALES } from '@wellfit/contracts/locale';

/**
 * Rich-text bodies (detailHtml, pcHtml …) are stored per locale. The seed builds them from
 * localised pieces with these few helpers, escaping the corpus text on the way in.
 */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Applies `render` to every locale's text, so one template yields the three bodies. */
export function perLocale(render: (locale: (typeof LOCALES)[number]) => string): LocalisedText {
  return { zhTW: render('zhTW'), zhCN: render('zhCN'), en: render('en') };
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const bulletList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
export const image = (url: string, alt: string) =>
  `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" loading="lazy"></p>`;
