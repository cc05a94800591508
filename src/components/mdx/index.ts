/**
 * Components an editor may use in MDX files under content/, passed to every rendered entry; the page tools
 * (src/core/mdx-names.ts: pageTools) are not here, the pages that place one import it themselves.
 * Contact details always come from src/config: write <Phone />, never the number itself.
 */
import Address from './Address.astro';
import Claim from './Claim.astro';
import CompanyDetailsNote from './CompanyDetailsNote.astro';
import ContactDetails from './ContactDetails.astro';
import Email from './Email.astro';
import Fact from './Fact.astro';
import Band from './Band.astro';
import BusinessTypeTabs from '../mtd/BusinessTypeTabs.astro';
import CaseStories from '../mtd/CaseStories.astro';
import Checklist from '../mtd/Checklist.astro';
import Countdown from '../mtd/Countdown.astro';
import HelpCenter from '../mtd/HelpCenter.astro';
import LastReviewed from '../mtd/LastReviewed.astro';
import MtdRules from '../mtd/MtdRules.astro';
import MtdTimeline from '../mtd/MtdTimeline.astro';
import Packages from '../mtd/Packages.astro';
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
import SchedulerFacade from './SchedulerFacade.astro';
import type { MdxComponentName, PageTool } from '../../core/mdx-names';

const mdxComponents = {
  Address,
  Band,
  BusinessTypeTabs,
  CaseStories,
  Claim,
  CompanyDetailsNote,
  Checklist,
  ContactDetails,
  Countdown,
  Email,
  Fact,
  FirmName,
  Founder,
  FounderName,
  HelpCenter,
  Hours,
  LastReviewed,
  MtdRules,
  MtdTimeline,
  Packages,
  PenaltyTable,
  Phone,
  Price,
  QuarterCards,
  Scheduler: SchedulerFacade,
  SoftwareCards,
  Steps,
  ThresholdCards,
} satisfies Record<Exclude<MdxComponentName, PageTool>, unknown>;

/** What a page's text is rendered with: the editors' components, Markdown tables that read as blocks on a phone, and links to pages by their canonical address. */
export const contentComponents = { ...mdxComponents, table: ProseTable, a: ProseLink };
