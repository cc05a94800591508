import { useEffect, useId, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';
import { fill } from '../../lib/fill';
import { useReady } from '../../lib/ready';

interface SiteNavLink {
  label: string;
  href: string;
}

interface SiteNavGroup extends SiteNavLink {
  /** Each with an optional line under its label: a service's price, or a lone page's summary. */
  children: (SiteNavLink & { note?: string | undefined })[];
}

interface SiteNavItem extends SiteNavLink {
  /** Columns of the entry's panel: each a hub page and its pages. Empty for a plain link. */
  groups: SiteNavGroup[];
}

export interface SiteNavProps {
  /** Header entries from src/lib/navigation.ts, already filtered to published pages. */
  items: SiteNavItem[];
  /** Path of the current page, for aria-current. */
  currentPath: string;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Visible text of the small-screen menu button. */
  menuLabel: string;
  /** Accessible name of a group's toggle, e.g. "{label} pages". */
  groupToggleLabel: string;
  /** The header's call to action, repeated at the foot of the small-screen menu. */
  cta: SiteNavLink;
  /** The phone link, repeated at the foot of the small-screen menu. */
  phone: SiteNavLink;
}

const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
/** The layout switches from the menu to the bar at 80rem (Tailwind's xl): below it, the header keeps its room for the phone and the call to action. */
const isLarge = () => window.matchMedia('(min-width: 80rem)').matches;
const menuButtonClass = 'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-control border border-line bg-paper px-2.5 sm:px-3 font-semibold text-brand-dark hover:bg-mist xl:hidden';
const canHover = () => isLarge() && window.matchMedia('(hover: hover)').matches;

/**
 * Main navigation: a WAI-ARIA disclosure navigation (no menu role). Entry links are real pages;
 * the button beside an entry opens its panel of grouped links on click, Enter or Space, and on hover
 * where the device can hover. Escape closes the open panel (or the small-screen menu) and returns
 * focus to its button. On small screens the menu is a native modal <dialog> over a backdrop (the
 * browser keeps focus inside and handles Escape; global.css locks the page's scroll while it is open).
 * The server-rendered HTML has every top-level link, so nothing depends on hydration.
 */
export default function SiteNav({ items, currentPath, navLabel, menuLabel, groupToggleLabel, cta, phone }: SiteNavProps) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDialogElement>(null);
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

  // The menu is the phone's: it closes if the window widens to the bar.
  useEffect(() => {
    const large = window.matchMedia('(min-width: 80rem)');
    const onChange = () => large.matches && menuRef.current?.close();
    large.addEventListener('change', onChange);
    return () => large.removeEventListener('change', onChange);
  }, []);

  // The island hydrates on the first hover: open the group the pointer is already resting on.
  useEffect(() => {
    if (!canHover()) return;
    const hovered = navRef.current?.querySelector<HTMLElement>('li[data-group]:hover');
    if (hovered?.dataset.group) {
      hoverOpenedAt.current = Date.now();
      setOpenGroup(hovered.dataset.group);
    }
  }, []);

  const closeMenu = () => menuRef.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape closes the open panel first (the menu's own Escape, the dialog's, only then).
    if (event.key !== 'Escape' || !openGroup) return;
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-replay="group-${openGroup}"]`);
    setOpenGroup(null);
    button?.focus();
    event.preventDefault();
  };

  const menuFace = (open: boolean) => (
    <>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'} />
      </svg>
      {/* On the narrowest phones the icon stands alone (the label still names the button), so the bar fits 320 px. */}
      <span className="max-[25rem]:sr-only">{menuLabel}</span>
    </>
  );

  // Links are written as canonical addresses (/services/, /it/): compared without their slash.
  const isCurrent = (href: string) => clean(href) === current;
  const inSection = (href: string) => !['/', '/it'].includes(clean(href)) && current.startsWith(`${clean(href)}/`);

  return (
    <nav ref={navRef} aria-label={navLabel} onKeyDown={onKeyDown} className="flex items-center">
      <button
        ref={menuButtonRef}
        type="button"
        data-replay="menu"
        aria-haspopup="dialog"
        // Never seen expanded: while the menu is open the page (this button with it) is inert; the menu's close button says expanded.
        aria-expanded="false"
        aria-controls={`${id}-menu`}
        onClick={() => menuRef.current?.showModal()}
        className={menuButtonClass}
      >
        {menuFace(false)}
      </button>
      {/* Its close button stands where the menu button is, the header above its backdrop; from 80rem it has no box and its list is the bar. */}
      <dialog
        ref={menuRef}
        id={`${id}-menu`}
        aria-label={menuLabel}
        onClose={() => {
          setOpenGroup(null);
          menuButtonRef.current?.focus();
        }}
        onClick={(event) => event.target === event.currentTarget && closeMenu()}
        className="nav-menu fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 text-inherit backdrop:top-(--header-height) backdrop:bg-brand-dark/55 xl:contents"
      >
        <div className="pointer-events-none mx-auto flex h-(--header-height) max-w-7xl items-center justify-end px-4 sm:px-6 xl:hidden">
          <button type="button" aria-expanded="true" onClick={closeMenu} className={`pointer-events-auto ${menuButtonClass}`}>
            {menuFace(true)}
          </button>
        </div>
        <ul className="absolute inset-x-0 top-(--header-height) flex max-h-[calc(100dvh-var(--header-height))] sm:left-auto sm:w-[26rem] sm:rounded-bl-card sm:border-l flex-col overflow-y-auto overscroll-contain border-b border-line bg-paper px-4 pt-2 pb-6 shadow-lift xl:static xl:max-h-none xl:flex-row xl:items-center xl:gap-0.5 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none">
          {items.map((item, index) => {
            const here = isCurrent(item.href);
            const linkClass = `block rounded-control px-3 py-3 font-semibold whitespace-nowrap no-underline hover:bg-mist hover:underline xl:px-2 xl:py-2 xl:text-[0.9375rem] ${
              here || inSection(item.href) ? 'text-brand underline decoration-2 underline-offset-[6px]' : 'text-ink'
            }`;
            if (item.groups.length === 0) {
              return (
                <li key={item.href} className="border-b border-line xl:border-0">
                  <a href={item.href} aria-current={here ? 'page' : undefined} className={linkClass}>
                    {item.label}
                  </a>
                </li>
              );
            }
            // Names the entry's panel in ids, state and the replay of an early click: its place in the bar.
            const group = String(index);
            const open = openGroup === group;
            // Two columns: two groups side by side, or one long group (the core services) in two columns of its own.
            const twoGroups = item.groups.length > 1;
            const longGroup = item.groups.length === 1 && (item.groups[0]?.children.length ?? 0) > 4;
            const wide = twoGroups || longGroup;
            return (
              <li
                key={item.href}
                data-group={group}
                className="relative border-b border-line xl:border-0"
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
                onBlur={(event: FocusEvent<HTMLLIElement>) => {
                  if (openGroup === group && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
                }}
              >
                <div className="flex items-center">
                  <a href={item.href} aria-current={here ? 'page' : undefined} className={`${linkClass} grow xl:pr-0.5`}>
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
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-brand-dark hover:bg-mist xl:min-h-8 xl:min-w-6"
                  >
                    <svg
                      aria-hidden="true"
                      width="14"
                      height="14"
                      viewBox="0 0 14 14"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      className={`transition-transform ${open ? 'rotate-180' : ''}`}
                    >
                      <path d="M3 5l4 4 4-4" />
                    </svg>
                  </button>
                </div>
                <div
                  id={`${id}-${group}`}
                  hidden={!open}
                  className={`pb-3 pl-3 xl:absolute xl:top-[calc(100%+0.5rem)] xl:left-0 xl:z-10 xl:max-w-[calc(100vw-2rem)] xl:rounded-card xl:border xl:border-line xl:bg-paper xl:p-3 xl:shadow-lift ${wide ? 'xl:w-[38rem]' : 'xl:w-80'}`}
                >
                  <div className={twoGroups ? 'xl:grid xl:grid-cols-[1.4fr_1fr] xl:gap-3' : ''}>
                    {item.groups.map((g) => {
                      const hub = isCurrent(g.href);
                      return (
                        <div key={g.href} className="py-1 xl:rounded-control xl:p-1 xl:even:bg-sand">
                          {/* The group's hub page, as a heading link, then its pages: two clicks from anywhere. */}
                          <a
                            href={g.href}
                            aria-current={hub ? 'page' : undefined}
                            className={`block rounded-control px-3 py-2 text-xs font-bold tracking-[0.08em] uppercase no-underline hover:underline ${hub ? 'text-brand underline' : 'text-accent'}`}
                          >
                            {g.label}
                          </a>
                          <ul className={longGroup ? 'xl:grid xl:grid-cols-2 xl:gap-x-2' : undefined}>
                            {g.children.map((child) => {
                              const childCurrent = isCurrent(child.href);
                              return (
                                <li key={child.href}>
                                  <a
                                    href={child.href}
                                    aria-current={childCurrent ? 'page' : undefined}
                                    className={`block rounded-control px-3 py-2.5 no-underline hover:bg-brand-soft hover:underline xl:py-1.5 ${childCurrent ? 'font-semibold text-brand underline' : 'text-ink'}`}
                                  >
                                    {child.label}
                                  </a>
                                  {/* Beside the link, not in it: the link's name stays the page's name; the price or summary is read after it. */}
                                  {child.note && <p className="-mt-1.5 px-3 pb-2 text-sm text-muted xl:-mt-1 xl:pb-1.5">{child.note}</p>}
                                </li>
                              );
                            })}
                          </ul>
                        </div>
                      );
                    })}
                  </div>
                </div>
              </li>
            );
          })}
          {/* Small screens: the phone and the call to action close the menu, within thumb reach. */}
          <li className="mt-4 flex flex-col gap-3 lg:hidden">
            <a href={cta.href} className="btn btn-accent w-full">
              {cta.label}
            </a>
            <a href={phone.href} className="btn btn-secondary w-full">
              {phone.label}
            </a>
          </li>
        </ul>
      </dialog>
    </nav>
  );
}
