import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeLinkProps {
  /** A parsed card link: a site path, an http(s) address or '' (none, SPEC §8). */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** Site paths navigate in the app, addresses leave it, and an empty link is plain content. */
export function HomeLink({ to, className, children, ...rest }: HomeLinkProps) {
  if (!to) return <div className={className}>{children}</div>;
  if (to.startsWith('/'))
    return (
      <Link to={to} className={className} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
