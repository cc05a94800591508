import { useEffect, useId, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';
import { fill } from '../../lib/fill';
import { useReady } from '../../lib/ready';

export interface SiteNavLink {
  label: string;
  href: string;
}

export interface SiteNavItem extends SiteNavLink {
  children: SiteNavLink[];
}

export interface SiteNavProps {
  /** Header entries from src/config/navigation.ts, already filtered to published pages. */
  items: SiteNavItem[];
  /** Path of the current page, for aria-current. */
  currentPath: string;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Visible text of the small-screen menu button. */
  menuLabel: string;
  /** Accessible name of a group's toggle, e.g. "{label} pages". */
  groupToggleLabel: string;
}

const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Main navigation: a WAI-ARIA disclosure navigation (no menu role). Group parents are real links;
 * the button beside each opens its child links on click, Enter or Space, and on hover where the
 * device can hover. Escape closes the open group (or the small-screen menu) and returns focus to
 * its button. The server-rendered HTML has every top-level link, so nothing depends on hydration.
 */
export default function SiteNav({ items, currentPath, navLabel, menuLabel, groupToggleLabel }: SiteNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useReady(navRef);
  const closeTimer = useRef<number | undefined>(undefined);
  /** When hovering opened a group: a click on its toggle straight after should not close it again. */
  const hoverOpenedAt = useRef(0);
  const id = useId();
  const current = clean(currentPath);

  // Close an open group when the visitor clicks or taps anywhere else.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) {
        setOpenGroup(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // The island hydrates on the first hover: open the group the pointer is already resting on.
  useEffect(() => {
    if (!window.matchMedia('(hover: hover) and (min-width: 64rem)').matches) return;
    const hovered = navRef.current?.querySelector<HTMLElement>('li[data-group]:hover');
    if (hovered?.dataset.group) {
      hoverOpenedAt.current = Date.now();
      setOpenGroup(hovered.dataset.group);
    }
  }, []);

  const canHover = () => window.matchMedia('(hover: hover) and (min-width: 64rem)').matches;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openGroup) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-replay="group-${openGroup}"]`);
      setOpenGroup(null);
      button?.focus();
      event.stopPropagation();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  const onGroupBlur = (group: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openGroup === group) setOpenGroup(null);
  };

  return (
    <nav ref={navRef} aria-label={navLabel} onKeyDown={onKeyDown} className="flex items-center lg:ml-auto">
      <button
        ref={menuButtonRef}
        type="button"
        data-replay="menu"
        aria-expanded={menuOpen}
        aria-controls={`${id}-list`}
        onClick={() => setMenuOpen((open) => !open)}
        className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border border-line px-3 font-semibold text-brand-dark hover:bg-mist lg:hidden"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          {menuOpen ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        {menuLabel}
      </button>
      <ul
        id={`${id}-list`}
        className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] flex-col overflow-y-auto border-b border-line bg-paper px-4 pb-4 lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0`}
      >
        {items.map((item) => {
          const isCurrent = clean(item.href) === current;
          // Home pages ('/' and the Italian '/it') are current only on themselves.
          const inSection = item.href !== '/' && item.href !== '/it' && current.startsWith(`${clean(item.href)}/`);
          const linkClass = `block rounded-md px-3 py-2.5 font-medium no-underline hover:bg-mist hover:underline lg:py-2 ${
            isCurrent || inSection ? 'text-brand-dark underline decoration-2 underline-offset-4' : 'text-ink'
          }`;
          if (item.children.length === 0) {
            return (
              <li key={item.href} className="border-b border-line lg:border-0">
                <a href={item.href} aria-current={isCurrent ? 'page' : undefined} className={linkClass}>
                  {item.label}
                </a>
              </li>
            );
          }
          const group = slug(item.label);
          const open = openGroup === group;
          return (
            <li
              key={item.href}
              data-group={group}
              className="relative border-b border-line lg:border-0"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || !canHover()) return;
                window.clearTimeout(closeTimer.current);
                if (openGroup !== group) hoverOpenedAt.current = Date.now();
                setOpenGroup(group);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse' || !canHover()) return;
                closeTimer.current = window.setTimeout(() => setOpenGroup((g) => (g === group ? null : g)), 150);
              }}
              onBlur={onGroupBlur(group)}
            >
              <div className="flex items-center">
                <a href={item.href} aria-current={isCurrent ? 'page' : undefined} className={`${linkClass} grow lg:pr-1`}>
                  {item.label}
                </a>
                <button
                  type="button"
                  data-replay={`group-${group}`}
                  aria-expanded={open}
                  aria-controls={`${id}-${group}`}
                  aria-label={fill(groupToggleLabel, { label: item.label })}
                  onClick={() => {
                    if (open && Date.now() - hoverOpenedAt.current < 600) return; // just opened by hover: keep it open
                    setOpenGroup(open ? null : group);
                  }}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-brand-dark hover:bg-mist lg:min-h-8 lg:min-w-6"
                >
                  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2" className={open ? 'rotate-180' : ''}>
                    <path d="M3 5l4 4 4-4" />
                  </svg>
                </button>
              </div>
              <ul
                id={`${id}-${group}`}
                hidden={!open}
                className="pb-2 pl-4 lg:absolute lg:top-full lg:left-0 lg:z-10 lg:min-w-72 lg:rounded-lg lg:border lg:border-line lg:bg-paper lg:p-2 lg:shadow-lg"
              >
                {item.children.map((child) => {
                  const childCurrent = clean(child.href) === current;
                  return (
                    <li key={child.href}>
                      <a
                        href={child.href}
                        aria-current={childCurrent ? 'page' : undefined}
                        className={`block rounded-md px-3 py-2.5 no-underline hover:bg-mist hover:underline lg:py-2 ${childCurrent ? 'font-semibold text-brand-dark underline' : 'text-ink'}`}
                      >
                        {child.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
