/**
 * Components an editor may use in MDX files under content/, passed to every rendered entry.
 * Contact details always come from src/config: write <Phone />, never the number itself.
 */
import Address from './Address.astro';
import CashFlowSample from './CashFlowSample.astro';
import CashFlowTool from './CashFlowTool.astro';
import Claim from './Claim.astro';
import CompanyDetailsNote from './CompanyDetailsNote.astro';
import ContactDetails from './ContactDetails.astro';
import Email from './Email.astro';
import Fact from './Fact.astro';
import Band from './Band.astro';
import BusinessTypeTabs from '../mtd/BusinessTypeTabs.astro';
import DeadlineCalendar from '../deadlines/DeadlineCalendar.astro';
import CaseStories from '../mtd/CaseStories.astro';
import Checklist from '../mtd/Checklist.astro';
import Countdown from '../mtd/Countdown.astro';
import HelpCenter from '../mtd/HelpCenter.astro';
import LastReviewed from '../mtd/LastReviewed.astro';
import MtdChecker from './MtdChecker.astro';
import MtdExemptions from '../mtd/MtdExemptions.astro';
import MtdReference from '../mtd/MtdReference.astro';
import MtdRules from '../mtd/MtdRules.astro';
import MtdTimeline from '../mtd/MtdTimeline.astro';
import Packages from '../mtd/Packages.astro';
import PageForm from './PageForm.astro';
import PenaltyTable from '../mtd/PenaltyTable.astro';
import ProseLink from './ProseLink.astro';
import ProseTable from './ProseTable.astro';
import QuarterCards from '../mtd/QuarterCards.astro';
import SoftwareCards from '../mtd/SoftwareCards.astro';
import Steps from './Steps.astro';
import ThresholdCards from '../mtd/ThresholdCards.astro';
import FirmName from './FirmName.astro';
import Founder from './Founder.astro';
import FounderName from './FounderName.astro';
import Hours from './Hours.astro';
import Phone from './Phone.astro';
import Price from './Price.astro';
import SampleReport from './SampleReport.astro';
import SchedulerFacade from './SchedulerFacade.astro';
import type { MdxComponentName } from '../../core/mdx-names';

export const mdxComponents = {
  Address,
  Band,
  BusinessTypeTabs,
  CaseStories,
  CashFlowSample,
  CashFlowTool,
  Claim,
  CompanyDetailsNote,
  Checklist,
  ContactDetails,
  Countdown,
  DeadlineCalendar,
  Email,
  Fact,
  FirmName,
  Founder,
  FounderName,
  HelpCenter,
  Hours,
  LastReviewed,
  MtdChecker,
  MtdExemptions,
  MtdReference,
  MtdRules,
  MtdTimeline,
  Packages,
  PageForm,
  PenaltyTable,
  Phone,
  Price,
  QuarterCards,
  SampleReport,
  Scheduler: SchedulerFacade,
  SoftwareCards,
  Steps,
  ThresholdCards,
} satisfies Record<MdxComponentName, unknown>;

/** What a page's text is rendered with: the editors' components, Markdown tables that read as blocks on a phone, and links to pages by their canonical address. */
export const contentComponents = { ...mdxComponents, table: ProseTable, a: ProseLink };
