/**
 * Editor HTML of plans, articles and courses. The server sanitises it (sanitizeStoredHtml), so
 * it is inserted as it is; the look comes from here because the HTML carries no classes.
 */
const RICH_TEXT =
  'text-base leading-relaxed text-ink-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 ' +
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 ' +
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6';

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${RICH_TEXT} ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
