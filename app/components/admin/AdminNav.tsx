import { useEffect, useRef } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { MenuIcon } from '#app/components/ui/page-icons';

/** A section of the back office: its address, its name, and whether only that exact address is it. */
export interface AdminSection {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The back office's sections. From md up a row of tabs, wrapping onto a second row when they outgrow the width
 * (a tablet, a laptop once the sections grew past a dozen) rather than hiding some off to the side; on a phone a native <details> disclosure that names the current section and opens onto every
 * section as a grid of links, so no section is hidden off-screen and nothing needs JavaScript. With
 * JavaScript the disclosure also closes once a link is followed (the layout stays mounted).
 */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const current = currentSection(sections, location.pathname);

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <>
      <nav aria-label="Back office" className="-mx-1 hidden border-b border-line md:block">
        <SectionLinks
          sections={sections}
          className="flex flex-wrap gap-x-0.5"
          linkClass={(isActive) =>
            cx(
              'inline-block border-b-2 px-2 py-3 text-sm tracking-wide transition',
              isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )
          }
        />
      </nav>

      <details ref={menu} className="group border-b border-line md:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 text-sm [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 items-center gap-2.5">
            <MenuIcon size={18} className="shrink-0 text-accent" />
            <span className="truncate font-medium text-fg">{current?.label ?? 'Back office'}</span>
            <span className="sr-only">: back office sections</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 12 8"
            width="12"
            height="8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            className="shrink-0 text-fg-muted transition-transform group-open:rotate-180"
          >
            <path d="M1 1.5l5 5 5-5" />
          </svg>
        </summary>
        <nav aria-label="Back office" className="pb-4">
          <SectionLinks
            sections={sections}
            className="grid grid-cols-2 gap-2"
            linkClass={(isActive) =>
              cx(
                'flex min-h-11 items-center rounded-sm border px-3 text-sm transition-colors',
                isActive
                  ? 'border-accent bg-accent-soft text-fg'
                  : 'border-line text-fg-muted hover:border-line-strong hover:text-fg',
              )
            }
          />
        </nav>
      </details>
    </>
  );
}

/** The sections as a list of links, styled by whether each is the current one. */
function SectionLinks({
  sections,
  className,
  linkClass,
}: {
  sections: readonly AdminSection[];
  className: string;
  linkClass: (isActive: boolean) => string;
}) {
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.to}>
          <NavLink to={section.to} end={section.end} className={({ isActive }) => linkClass(isActive)}>
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The section the address belongs to: the longest matching one ('/admin/bookings/terms' is Bookings). */
function currentSection(sections: readonly AdminSection[], pathname: string): AdminSection | undefined {
  return sections
    .filter((section) => matchPath({ path: section.to, end: section.end ?? false }, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
