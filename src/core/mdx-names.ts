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
