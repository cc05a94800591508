/**
 * Components an editor may use in MDX files under content/, passed to every rendered entry.
 * Contact details always come from src/config: write <Phone />, never the number itself.
 */
import Address from './Address.astro';
import CashFlowSample from './CashFlowSample.astro';
import CashFlowTool from './CashFlowTool.astro';
import ContactDetails from './ContactDetails.astro';
import Email from './Email.astro';
import FirmName from './FirmName.astro';
import Hours from './Hours.astro';
import Phone from './Phone.astro';
import Price from './Price.astro';
import SchedulerFacade from './SchedulerFacade.astro';

export const mdxComponents = { Address, CashFlowSample, CashFlowTool, ContactDetails, Email, FirmName, Hours, Phone, Price, Scheduler: SchedulerFacade };
