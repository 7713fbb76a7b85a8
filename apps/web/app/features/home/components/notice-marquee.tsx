import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2 home notice marquee. Screen readers get the text once; the moving copy is decorative.
 * It can be paused (WCAG 2.2.2: moving content needs a way to stop it), pauses under the
 * pointer, and stands still for visitors who prefer reduced motion.
 */
export function NoticeMarquee({ text }: { text: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  return (
    <section
      aria-label={t('home:marquee_label')}
      className="border-b border-brand-100 bg-brand-50 text-sm text-brand-900"
      data-testid="notice-marquee"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5">
        <span className="shrink-0 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t('home:marquee_label')}
        </span>
        <div className="group relative min-w-0 flex-1 overflow-hidden">
          <p className="sr-only">{text}</p>
          <div
            aria-hidden="true"
            className={`flex w-max gap-16 whitespace-nowrap motion-safe:animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:whitespace-normal ${
              paused ? '[animation-play-state:paused]' : ''
            }`}
          >
            <span>{text}</span>
            <span className="motion-reduce:hidden">{text}</span>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('home:marquee_play') : t('home:marquee_pause')}
          title={paused ? t('home:marquee_play') : t('home:marquee_pause')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 motion-reduce:hidden"
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
