/**
 * Interface microcopy (labels, aria-labels, fixed phrases) in one place, so wording changes here
 * and nowhere else. Page words live in content/.
 */
export const copy = {
  skipLink: 'Skip to main content',
  menu: 'Menu',
  /** Accessible name of a header group's toggle button; {label} is the group's name. */
  groupToggle: 'Show {label} pages',
  footerNav: 'Footer',
  breadcrumbs: 'Breadcrumb',
  contactHeading: 'Contact us',
  companyHeading: 'Company details',
  lastUpdated: 'Last updated',
  noScriptNav: 'Site sections',
  inThisSection: 'In this section',
} as const;
