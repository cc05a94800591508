/**
 * The names of the components an editor may write in an MDX body (<Phone />, <Price service="…" />…):
 * the build refuses any other name with the file and line (src/integrations/content-bodies.ts), and
 * index.ts must provide exactly these.
 */
export const mdxComponentNames = [
  'Address',
  'Band',
  'BusinessTypeTabs',
  'CaseStories',
  'CashFlowSample',
  'CashFlowTool',
  'Claim',
  'CompanyDetailsNote',
  'Checklist',
  'ContactDetails',
  'Countdown',
  'DeadlineCalendar',
  'Email',
  'Fact',
  'FirmName',
  'Founder',
  'FounderName',
  'HelpCenter',
  'Hours',
  'LastReviewed',
  'MtdChecker',
  'MtdExemptions',
  'MtdReference',
  'MtdRules',
  'MtdTimeline',
  'Packages',
  'PageForm',
  'PenaltyTable',
  'Phone',
  'Price',
  'QuarterCards',
  'SampleReport',
  'Scheduler',
  'SoftwareCards',
  'Steps',
  'ThresholdCards',
] as const;

export type MdxComponentName = (typeof mdxComponentNames)[number];

/**
 * The page tools among them, each with its path under src/components/: the one or two pages that place one import it in
 * their own body (src/integrations/content-bodies.ts), so its stylesheet ships with those pages only, not with every page.
 */
export const pageTools = {
  CashFlowSample: 'mdx/CashFlowSample.astro',
  CashFlowTool: 'mdx/CashFlowTool.astro',
  DeadlineCalendar: 'deadlines/DeadlineCalendar.astro',
  MtdChecker: 'mdx/MtdChecker.astro',
  MtdExemptions: 'mtd/MtdExemptions.astro',
  MtdReference: 'mtd/MtdReference.astro',
  PageForm: 'mdx/PageForm.astro',
  SampleReport: 'mdx/SampleReport.astro',
} as const satisfies Partial<Record<MdxComponentName, string>>;

export type PageTool = keyof typeof pageTools;
