import type { ReactNode } from 'react';

/** The heading block of every content list page. */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {intro && <p className="text-ink-600">{intro}</p>}
      {children}
    </header>
  );
}

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div
      className="rounded-2xl bg-white px-6 py-12 text-center text-ink-600 ring-1 ring-ink-100"
      data-testid="empty-state"
    >
      <p>{text}</p>
      {children}
    </div>
  );
}
