import { NavLink } from 'react-router';

export interface TabLink {
  to: string;
  label: string;
}

/** Tabs that are links (each tab has its own URL and server render); the current one is marked for screen readers. */
export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 pb-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              preventScrollReset
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  isActive ? 'bg-brand-600 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
