import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseVideo } from '@wellfit/contracts/courses';
import { buttonClassName } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { clockTime } from '../course-format';

// The player's column: the page's max-w-6xl less its padding, 3/5 of the grid from lg, full width below.
const POSTER_SIZES = '(min-width: 1152px) 658px, (min-width: 1024px) calc(60vw - 34px), calc(100vw - 32px)';

/**
 * The player's 16:9 screen: the poster (null once a video plays), what plays, and a gate over
 * them that says what the visitor must do first. The poster is in the server's HTML and is the
 * course page's largest paint (LCP) before any script runs.
 */
export function PlayerScreen({
  poster,
  gate,
  children,
}: {
  poster: string | null;
  gate: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-ink-900">
      {poster && (
        <ResponsiveImage
          src={poster}
          alt=""
          width={800}
          height={450}
          sizes={POSTER_SIZES}
          priority
          className="h-full w-full object-cover"
        />
      )}
      {children}
      {gate && <div className="absolute inset-0 flex items-center justify-center bg-ink-900/70 p-4">{gate}</div>}
    </div>
  );
}

export function CheckingNotice() {
  const { t } = useTranslation();
  return <p className="text-sm text-ink-200">{t('courses:player.checking')}</p>;
}

/** The course's videos, each with its own play button; `current` is the one playing. */
export function VideoParts({
  videos,
  current,
  onPlay,
}: {
  videos: CourseVideo[];
  current: number | null;
  onPlay(index: number): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="mt-6 text-lg font-bold text-ink-900">{t('courses:detail.videos')}</h2>
      <ol className="mt-2 divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100">
        {videos.map((video, index) => (
          <li key={video.id} className="flex items-center gap-3 p-3">
            <span className="w-6 text-center text-sm font-semibold text-ink-500">{index + 1}</span>
            <span className="flex-1 text-sm text-ink-900">{video.videoName}</span>
            <span className="text-xs text-ink-500">{clockTime(video.videoTime)}</span>
            <button
              type="button"
              onClick={() => onPlay(index)}
              aria-current={current === index ? 'true' : undefined}
              className={buttonClassName(current === index ? 'primary' : 'secondary', 'px-3 py-1 text-xs')}
            >
              {t('courses:player.play_part', { name: video.videoName })}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
