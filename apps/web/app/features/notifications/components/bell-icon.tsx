import { StrokeIcon } from '~/components/ui/icon';

export function BellIcon() {
  return (
    <StrokeIcon strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </StrokeIcon>
  );
}

/** The unread count over the bell; 99+ beyond two digits. Decorative: the control's label says it. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="notification-unread-count"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
