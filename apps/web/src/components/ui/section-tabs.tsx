import { Link } from 'react-router';

export interface SectionTab {
  key: string;
  label: string;
  href: string;
}

/**
 * The section links of a page (a project's, an organisation's), the current one marked. They wrap onto a second line
 * on a phone instead of scrolling sideways, so no section starts off screen.
 */
export function SectionTabs({ label, tabs, current }: { label: string; tabs: SectionTab[]; current: string }) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-x-1 border-b border-border">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.href}
                aria-current={active ? 'page' : undefined}
                className={
                  'inline-flex h-10 items-center rounded-t-lg border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors ' +
                  (active ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg')
                }
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
