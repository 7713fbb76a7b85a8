import type { ReactNode } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/** The top of a plan or series page: the 16:9 cover beside (below lg: above) what `children` tell about it. */
export function DetailHero({ coverUrl, children }: { coverUrl: string; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="overflow-hidden rounded-2xl bg-ink-100">
        {coverUrl && (
          <ResponsiveImage
            src={coverUrl}
            alt=""
            width={960}
            height={540}
            sizes="(min-width: 1024px) 680px, 100vw"
            priority
            className="aspect-video w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4">{children}</div>
    </div>
  );
}

/** The page title with an action (favourite) kept at its end. */
export function DetailTitle({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {action}
    </div>
  );
}
