import { tokenValues } from '../lib/tokens';
import { offers } from './offers';
import type { BusinessType, CaseStory, Checklist, HelpFaq, Package, SoftwareCard } from './mtd-content-types';

/*
 * Making Tax Digital page data: business-type tabs, software cards, packages, checklists, help-centre
 * FAQs and illustrative case stories. Every MTD threshold, date and penalty comes from
 * src/config/mtd-facts.ts through tokenValues(), so it is changed in one place only.
 */
const t = tokenValues();

/** Tabs on the sole traders and contractors page (spec 2.14); 'sole-traders' is shown first. */
export const businessTypes: BusinessType[] = [
  {
    id: 'sole-traders',
    title: 'Sole traders',
    description: `If you are self-employed, MTD for Income Tax applies when your qualifying income (your gross self-employment and property income added together, before expenses) is over ${t['mtd:itsa-threshold-1']} from ${t['mtd:itsa-from-1']}, over ${t['mtd:itsa-threshold-2']} from ${t['mtd:itsa-from-2']} and over ${t['mtd:itsa-threshold-3']} from ${t['mtd:itsa-from-3']}. Instead of one annual return you keep digital records and send HMRC a short update every quarter.`,
    requirements: [
      'Keep a digital record of every business income and expense transaction in HMRC-recognised software or in a spreadsheet linked to bridging software.',
      `Send a quarterly update of income and expenses for the tax year to date by ${t['mtd:quarterly-deadlines']}.`,
      `Submit a final declaration by ${t['mtd:final-declaration']}, confirming your figures and adding any other income.`,
      'Sign up for MTD for Income Tax through GOV.UK once your software is ready.',
      `If you are VAT-registered, keep following MTD for VAT, which has applied to every VAT-registered business since ${t['mtd:vat-from']}.`,
    ],
    challenges: [
      'Moving from a shoebox of receipts or a paper diary to recording transactions as they happen.',
      'Remembering four quarterly deadlines on top of the final declaration.',
      'Working out whether property income pushes your qualifying income over the threshold.',
      'Choosing software that suits the way you work and is recognised by HMRC.',
    ],
  },
  {
    id: 'contractors',
    title: 'Contractors',
    description:
      'How MTD affects a contractor depends on how you work. Self-employed contractors, including CIS subcontractors, are sole traders: MTD for Income Tax applies to them on the same qualifying-income rules. If you contract through your own limited company, the company is not in MTD for Income Tax; it follows MTD for VAT if it is VAT-registered. A salary or dividends from your company are not qualifying income.',
    requirements: [
      'Self-employed contractors: count your gross contract income, before CIS deductions and expenses, towards qualifying income.',
      `Self-employed contractors in scope: keep digital records and send quarterly updates by ${t['mtd:quarterly-deadlines']}.`,
      'Limited company contractors: if your company is VAT-registered, keep its VAT records digitally and file VAT returns through recognised software.',
      'Limited company contractors: your company keeps filing its Corporation Tax return and Companies House accounts as now, because MTD for Corporation Tax is not yet scheduled.',
      'Any contractor with rental income: add gross property income to any self-employment income to see whether you personally are in MTD for Income Tax.',
    ],
    challenges: [
      'Knowing which rules apply when you have switched between self-employment, an umbrella company and your own limited company.',
      'Recording CIS deductions correctly so they are credited against your tax.',
      'Keeping business and personal spending apart when one bank account is used for both.',
      'Fitting quarterly record-keeping around long days on site or with clients.',
    ],
  },
  {
    id: 'limited-companies',
    title: 'Limited companies',
    description: `A limited company is not in MTD for Income Tax. If the company is VAT-registered, it must follow MTD for VAT, which has applied to every VAT-registered business since ${t['mtd:vat-from']}, whether registration was compulsory (turnover over ${t['mtd:vat-threshold']}) or voluntary. MTD for Corporation Tax is not yet scheduled, so Corporation Tax returns and accounts are filed as before.`,
    requirements: [
      'Keep VAT records digitally in MTD-compatible software.',
      'File every VAT return through software recognised by HMRC, not by typing figures into an online form.',
      'Use digital links wherever data moves between spreadsheets or programs; copying and pasting by hand does not count.',
      'Keep filing the Corporation Tax return and Companies House accounts in the usual way.',
      'Check directors personally: a director with self-employment or property income of their own may be in MTD for Income Tax for that income.',
    ],
    challenges: [
      'Spreadsheets that feed the VAT return through manual copying rather than digital links.',
      'Several systems (till, e-commerce platform, bookkeeping software) that need to connect cleanly.',
      'Keeping VAT records up to date between returns rather than catching up at the quarter end.',
    ],
  },
];

/** Software cards for the MTD software setup page (spec 2.14); ratings are the firm's own opinion. */
export const software: SoftwareCard[] = [
  {
    name: 'Xero',
    tagline: 'Cloud accounting for small businesses that plan to grow',
    type: 'cloud',
    priceRange: 'Monthly subscription, priced by plan',
    rating: 5,
    bestFor: 'Small businesses and limited companies that want bank feeds, invoicing and many connected apps',
    features: [
      'Recognised by HMRC for MTD for VAT and MTD for Income Tax',
      'Automatic bank feeds from UK banks',
      'Invoicing, bills and receipt capture',
      'Large marketplace of connected apps, including e-commerce and payroll tools',
      'Shared access for your accountant',
    ],
    pros: ['Clear interface that works well on a phone', 'Connects to many banks and business apps', 'Widely used by UK accountants'],
    cons: ['Entry-level plans limit some features', 'Multi-currency is only on higher plans'],
  },
  {
    name: 'QuickBooks Online',
    tagline: "Intuit's cloud bookkeeping, with plans for sole traders and companies",
    type: 'cloud',
    priceRange: 'Monthly subscription, priced by plan',
    rating: 4,
    bestFor: 'Sole traders and small businesses who want a strong mobile app',
    features: [
      'Recognised by HMRC for MTD for VAT and MTD for Income Tax',
      'Bank feeds with rules that sort regular transactions',
      'Receipt capture and mileage tracking in the mobile app',
      'Invoicing with payment reminders',
      'Reports on profit, cash and VAT',
    ],
    pros: ['Capable mobile app for recording on the go', 'Plans to move up to as the business grows', 'Familiar to many bookkeepers'],
    cons: ['Introductory offers make the long-term cost harder to compare', 'Some features are only on higher plans'],
  },
  {
    name: 'FreeAgent',
    tagline: 'Cloud accounting built for freelancers, contractors and sole traders',
    type: 'cloud',
    priceRange: 'Monthly subscription by business type; included with some UK business bank accounts',
    rating: 5,
    bestFor: 'Sole traders, freelancers and contractors who want a simple view of their tax',
    features: [
      'Recognised by HMRC for MTD for VAT and MTD for Income Tax',
      'Tax timeline showing what is due and when',
      'Bank feeds, invoicing and time tracking',
      'Expense and mileage recording',
    ],
    pros: [
      'Designed around the self-employed',
      'Included at no extra cost with qualifying NatWest, RBS, Ulster Bank and Mettle business accounts',
      'Clear estimates of tax owed',
    ],
    cons: ['Less suited to businesses with stock or complex needs', 'Fewer connected apps than Xero or QuickBooks'],
  },
  {
    name: 'Sage Accounting',
    tagline: "Sage's cloud accounting for small businesses and the self-employed",
    type: 'cloud',
    priceRange: 'Monthly subscription, priced by plan',
    rating: 4,
    bestFor: 'Small businesses that want straightforward cloud bookkeeping from a long-established UK provider',
    features: [
      'Recognised by HMRC for MTD for VAT and MTD for Income Tax',
      'Bank feeds and transaction matching',
      'Quotes, invoices and payment tracking',
      'VAT returns submitted from the software',
      'Cash-flow view of money in and out',
    ],
    pros: ['From a long-established UK software company', 'Straightforward plans', 'Easy step up for businesses that know Sage'],
    cons: ['Smaller app marketplace than Xero', 'Reporting is more basic than on some rivals'],
  },
  {
    name: 'Sage 50 Accounts',
    tagline: 'Established desktop accounting with stock control and detailed reporting',
    type: 'desktop',
    priceRange: 'Subscription priced by plan and number of users',
    rating: 3,
    bestFor: 'Established VAT-registered businesses with stock and an in-house bookkeeper',
    features: [
      'Installed on a Windows computer, with an optional cloud connection for remote access',
      'VAT returns submitted to HMRC from the software under MTD for VAT',
      'Stock control, departments and detailed reporting',
      'Multi-user options for finance teams',
    ],
    pros: ['Depth for stock and reporting', 'Works on your own computer without relying on a browser'],
    cons: [
      'Needs installing, updating and backing up',
      'Takes longer to learn than cloud products',
      "Check HMRC's list of recognised software before relying on it for Income Tax quarterly updates",
    ],
  },
  {
    name: 'Bridging software',
    tagline: 'Connects the spreadsheets you already keep to HMRC',
    type: 'desktop',
    priceRange: 'Varies by provider: some free options, otherwise an annual or per-submission fee',
    rating: 3,
    bestFor: 'People who keep their records in spreadsheets and want to carry on doing so',
    features: [
      'Reads figures from your spreadsheet and sends them to HMRC',
      'Submits VAT returns and, where recognised, Income Tax quarterly updates',
      'Keeps a digital link between the spreadsheet and the submission',
      "Choose a product on HMRC's list of recognised software",
    ],
    pros: ['Little change to how you keep records', 'Usually the lowest-cost route to compliance'],
    cons: [
      'Your spreadsheet must still record each transaction digitally',
      'No bank feeds, so transactions are typed in or imported by hand',
      'Mistakes in formulas go straight through to HMRC',
    ],
  },
];

/** The firm's MTD accountant service (essential / standard / premium; standard is the default). */
export const accountantPackages: Package[] = [
  {
    id: 'essential',
    name: 'Essential',
    price: offers.mtdPackages['essential'],
    priceUnit: 'per quarter',
    description: 'For sole traders and landlords with tidy records who want their quarterly updates checked and sent for them.',
    features: [
      'Set-up of one HMRC-recognised software product',
      'Bank feed connection',
      'Quarterly update reviewed and submitted for you',
      'Reminders before each quarterly deadline',
      'Email support in English or Italian',
    ],
    timeline: '2 to 3 weeks',
  },
  {
    id: 'standard',
    name: 'Standard',
    price: offers.mtdPackages['standard'],
    priceUnit: 'per quarter',
    description: 'Our recommended package: quarterly bookkeeping checks, updates and your final declaration handled for you.',
    features: [
      'Everything in Essential',
      'Quarterly review of your bookkeeping before each update',
      'Final declaration prepared and submitted',
      'Penalty point monitoring on your HMRC account',
      'Phone and email support',
    ],
    timeline: '3 to 4 weeks',
  },
  {
    id: 'premium',
    name: 'Premium',
    price: offers.mtdPackages['premium'],
    priceUnit: 'per quarter',
    description: 'For busier businesses with several income sources, VAT registration or a move away from spreadsheets.',
    features: [
      'Everything in Standard',
      'Bookkeeping kept up to date for you',
      'VAT returns filed under MTD for VAT',
      'Several businesses or property income handled together',
      'Year-round tax planning review with a named accountant',
    ],
    timeline: '4 to 6 weeks',
  },
];

/** Packages on the sole traders and contractors page (spec 2.14). */
export const soleTraderPackages: Package[] = [
  {
    id: 'sole-trader',
    name: 'Sole Trader',
    price: offers.mtdPackages['sole-trader'],
    priceUnit: 'per quarter',
    description: 'For self-employed people with one business and straightforward income and expenses.',
    features: [
      'Software chosen and set up with you',
      'Quarterly updates checked and submitted',
      'Final declaration prepared',
      'Deadline reminders',
    ],
  },
  {
    id: 'contractor',
    name: 'Contractor',
    price: offers.mtdPackages['contractor'],
    priceUnit: 'per quarter',
    description: 'For self-employed contractors and CIS subcontractors who need deductions and expenses recorded properly.',
    features: [
      'CIS deductions recorded and reconciled',
      'Quarterly updates checked and submitted',
      'Allowable expenses and mileage reviewed',
      'Final declaration prepared',
    ],
  },
  {
    id: 'property',
    name: 'Property',
    price: offers.mtdPackages['property'],
    priceUnit: 'per quarter',
    description: 'For landlords with UK rental property, including jointly owned lets.',
    features: [
      'Rental income and costs recorded per property',
      'Quarterly property updates checked and submitted',
      'Finance cost and repair questions answered',
      'Final declaration prepared',
    ],
  },
  {
    id: 'mixed-business',
    name: 'Mixed Business',
    price: offers.mtdPackages['mixed-business'],
    priceUnit: 'per quarter',
    description: 'For people with more than one income source, such as a trade and rental property.',
    features: [
      'Each business and property income source set up in one software product',
      'A quarterly update for every income source',
      'Qualifying income checked against the thresholds each year',
      'Final declaration covering all your income',
    ],
  },
];

/** Tickable checklists: ten items on the compliance guide, 25 in three sections on the checklist page. */
export const checklists: Record<'guide' | 'compliance', Checklist> = {
  guide: {
    id: 'guide',
    title: 'Your Making Tax Digital checklist',
    sections: [
      {
        title: 'Getting ready for MTD for Income Tax',
        items: [
          { id: 'g1', text: 'Add up your gross self-employment and property income to find your qualifying income.' },
          { id: 'g2', text: `Check the date MTD for Income Tax applies to you: ${t['mtd:itsa-from-1']}, ${t['mtd:itsa-from-2']} or ${t['mtd:itsa-from-3']}.` },
          { id: 'g3', text: "Choose software from HMRC's list of recognised software, or bridging software for spreadsheets." },
          { id: 'g4', text: 'Open a separate bank account for the business if you do not already have one.' },
          { id: 'g5', text: 'Connect your bank feed to your software.' },
          { id: 'g6', text: 'Sign up for MTD for Income Tax through GOV.UK.' },
          { id: 'g7', text: `Put the four quarterly deadlines in your diary: ${t['mtd:quarterly-deadlines']}.` },
          { id: 'g8', text: 'Record every income and expense transaction digitally as it happens.' },
          { id: 'g9', text: 'Send your first quarterly update and keep the confirmation.' },
          { id: 'g10', text: `Plan your final declaration, due by ${t['mtd:final-declaration']}.` },
        ],
      },
    ],
  },
  compliance: {
    id: 'compliance',
    title: 'MTD compliance checklist',
    sections: [
      {
        title: 'Check what applies to you',
        items: [
          { id: 'c1', text: 'Work out your qualifying income: gross self-employment and property income, before expenses.', highPriority: true },
          {
            id: 'c2',
            text: `Compare it with the thresholds (${t['mtd:itsa-threshold-1']}, ${t['mtd:itsa-threshold-2']}, ${t['mtd:itsa-threshold-3']}) and note the date MTD for Income Tax applies to you.`,
            highPriority: true,
          },
          { id: 'c3', text: "Choose software from HMRC's list of recognised software for every tax you need to report.", highPriority: true },
          { id: 'c4', text: 'Confirm whether you are VAT-registered and so already in MTD for VAT.' },
          { id: 'c5', text: 'List every income source: each self-employed business, UK property and overseas property.' },
          { id: 'c6', text: 'Check whether a partnership or limited company you are part of falls outside MTD for Income Tax.' },
          { id: 'c7', text: 'Make sure your Government Gateway login and HMRC online account work.' },
          { id: 'c8', text: 'Decide who will send the updates: you, or an agent authorised on your HMRC account.' },
        ],
      },
      {
        title: 'Set up your records',
        items: [
          { id: 'c9', text: 'Open a separate bank account for business income and spending.' },
          { id: 'c10', text: 'Connect your bank feeds to your software.' },
          { id: 'c11', text: 'Set up a category for each type of income and expense.' },
          { id: 'c12', text: 'Enter opening balances and any records already kept for the tax year.' },
          { id: 'c13', text: 'Start keeping a digital record of each transaction: date, amount and category.' },
          { id: 'c14', text: 'Capture receipts with your phone or scanner rather than keeping paper only.' },
          { id: 'c15', text: 'If you use spreadsheets, link them to bridging software.' },
          { id: 'c16', text: 'Replace any copying and pasting between spreadsheets with digital links.' },
          { id: 'c17', text: 'Sign up for MTD for Income Tax through GOV.UK once the software is ready.' },
        ],
      },
      {
        title: 'Submit and stay compliant',
        items: [
          { id: 'c18', text: `Diarise the four quarterly dates: ${t['mtd:quarterly-deadlines']}.` },
          { id: 'c19', text: 'Reconcile your bank feed before each quarterly update.' },
          { id: 'c20', text: 'Send a quarterly update for every income source.' },
          { id: 'c21', text: 'Keep the confirmation HMRC sends for each submission.' },
          { id: 'c22', text: `Check your penalty points in your HMRC online account (a penalty is charged at ${t['mtd:points-threshold']} points).` },
          { id: 'c23', text: `Prepare your final declaration, due by ${t['mtd:final-declaration']}.` },
          { id: 'c24', text: 'Set money aside so tax is paid on time and late payment penalties are avoided.' },
          { id: 'c25', text: 'Review your qualifying income each year against the next threshold.' },
        ],
      },
    ],
  },
};

/** Eight FAQs for the help centre, in five categories (spec 2.14). */
export const helpFaqs: HelpFaq[] = [
  {
    category: 'general',
    question: 'What is Making Tax Digital?',
    answer: `Making Tax Digital (MTD) is HMRC's programme for keeping tax records digitally and sending them through recognised software. MTD for VAT has applied to every VAT-registered business since ${t['mtd:vat-from']}. MTD for Income Tax applies to sole traders and landlords with qualifying income over ${t['mtd:itsa-threshold-1']} from ${t['mtd:itsa-from-1']}, over ${t['mtd:itsa-threshold-2']} from ${t['mtd:itsa-from-2']} and over ${t['mtd:itsa-threshold-3']} from ${t['mtd:itsa-from-3']}. MTD for Corporation Tax is not yet scheduled.`,
  },
  {
    category: 'general',
    question: 'How do I know whether MTD for Income Tax applies to me?',
    answer: `Add up your gross income from self-employment and property, before expenses: that is your qualifying income. HMRC compares it with the thresholds using an earlier year's Self Assessment return. If it is over ${t['mtd:itsa-threshold-1']} you are in from ${t['mtd:itsa-from-1']}; over ${t['mtd:itsa-threshold-2']}, from ${t['mtd:itsa-from-2']}; over ${t['mtd:itsa-threshold-3']}, from ${t['mtd:itsa-from-3']}. Employment income, pensions and dividends do not count towards it.`,
  },
  {
    category: 'software',
    question: 'Which software can I use, and can I keep my spreadsheets?',
    answer:
      "You need software on HMRC's list of recognised software. We work with Xero, QuickBooks, Sage and FreeAgent, all of which offer MTD-recognised products. You can keep using spreadsheets if you link them to bridging software that sends your figures to HMRC, but every transaction must still be recorded digitally, and copying and pasting by hand between spreadsheets does not count as a digital link.",
  },
  {
    category: 'deadlines',
    question: 'What are the quarterly deadlines?',
    answer: `The quarterly deadlines are ${t['mtd:quarterly-deadlines']}, for the periods ending ${t['mtd:quarter-ends']}. Each update covers the tax year to date, not only the latest three months. After the fourth update you confirm your figures in a final declaration, due by ${t['mtd:final-declaration']}. Quarterly updates do not change when you pay your tax: payment dates stay as they are under Self Assessment.`,
  },
  {
    category: 'penalties',
    question: 'How do penalty points work for late quarterly updates?',
    answer: `Each late submission earns one penalty point. When you reach ${t['mtd:points-threshold']} points you are charged a ${t['mtd:penalty']} penalty, and a further ${t['mtd:penalty']} for each late submission after that. In the ${t['mtd:soft-landing-year']} tax year late quarterly updates earn no penalty points, but a late final declaration still can. Below the threshold each point expires after ${t['mtd:points-expiry-months']} months; at the threshold all points are removed after ${t['mtd:points-reset-months']} months of sending everything on time.`,
  },
  {
    category: 'penalties',
    question: 'What happens if I pay my tax late?',
    answer: `Late payment penalties are separate from penalty points. If tax is still unpaid 15 days after it is due, the penalty is ${t['mtd:late-day15']} of the tax unpaid at that point; a further ${t['mtd:late-day30']} is added at day 30, and from day 31 a penalty is charged daily at ${t['mtd:late-yearly']} a year until the tax is paid. Interest is charged as well. Agreeing a payment plan with HMRC early can stop some of these penalties.`,
  },
  {
    category: 'business-types',
    question: 'Does MTD for Income Tax apply to landlords?',
    answer: `Yes. Landlords are in scope on the same rules as sole traders: gross rental income counts towards qualifying income, together with any self-employment income. For jointly owned property, each owner counts their own share. If your qualifying income is over ${t['mtd:itsa-threshold-1']}, you have been in MTD for Income Tax since ${t['mtd:itsa-from-1']} and send quarterly updates for your property income.`,
  },
  {
    category: 'business-types',
    question: 'Do partnerships, contractors and limited companies have to use MTD?',
    answer:
      'Partnerships and limited companies are not in MTD for Income Tax, but if they are VAT-registered they must follow MTD for VAT. MTD for Corporation Tax is not yet scheduled. Self-employed contractors, including CIS subcontractors, are sole traders and follow the same rules as other sole traders. If you contract through your own limited company, your salary and dividends are not qualifying income.',
  },
];

/** Suggestions under the help-centre search box; each matches words in the FAQs above. */
export const popularSearches: string[] = ['quarterly deadlines', 'penalty points', 'software', 'landlords', 'spreadsheets'];

/** Illustrative case stories (made-up examples, labelled as such on the page). */
export const caseStories: Record<'sole-traders' | 'last-minute' | 'compliance', CaseStory[]> = {
  'sole-traders': [
    {
      name: 'Fiona (illustrative example)',
      business: 'Example: Fiona, a mobile hairdresser',
      challenge: `Fiona kept her takings in a paper diary and her receipts in a shoebox. Her qualifying income was over ${t['mtd:itsa-threshold-1']}, so MTD for Income Tax applied to her from ${t['mtd:itsa-from-1']}.`,
      solution: 'We set her up with FreeAgent linked to her business account, showed her how to photograph receipts in the app, and now check her records before each quarterly update.',
      outcome: `Signed up before ${t['mtd:itsa-from-1']}; her first quarterly update, due by ${t['mtd:q1-due']}, was sent on time.`,
    },
    {
      name: 'Callum (illustrative example)',
      business: 'Example: Callum, a self-employed electrician working under CIS',
      challenge: 'Callum was paid net of CIS deductions and was not sure whether to count his income before or after them, or how to record the deductions.',
      solution: 'We set up QuickBooks so each payment is recorded at its gross amount with the CIS deduction alongside, and matched the entries to his monthly statements from contractors.',
      outcome: 'Quarterly updates sent on time, with CIS deductions recorded ready for his final declaration.',
    },
    {
      name: 'Giulia (illustrative example)',
      business: 'Example: Giulia, a freelance translator who also lets a flat',
      challenge: 'Neither her translation income nor her rent was over the threshold on its own, but together they were, and she had not realised that property income counts.',
      solution: 'We explained the rules in Italian, set up both income sources in one software product and agreed a simple routine for recording rent and costs.',
      outcome: 'Both income sources set up; a quarterly update for each sent on time.',
    },
  ],
  'last-minute': [
    {
      name: 'Douglas (illustrative example)',
      business: 'Example: Douglas, a landlord with several flats',
      challenge: `Douglas realised a few weeks before the ${t['mtd:q1-due']} deadline that he was in MTD for Income Tax and had not signed up or chosen software.`,
      solution: 'We linked his existing rent spreadsheet to bridging software, filled in the missing transactions for the quarter and signed him up through GOV.UK.',
      outcome: `First quarterly update sent before ${t['mtd:q1-due']}.`,
    },
    {
      name: 'Priya (illustrative example)',
      business: 'Example: Priya, a self-employed dog groomer',
      challenge: `Two weeks before the ${t['mtd:q2-due']} deadline, Priya found that the app she had been using was not on HMRC's list of recognised software.`,
      solution: 'We moved her records into recognised software, checked the categories and reconciled the quarter against her bank statements.',
      outcome: 'Quarterly update sent on time from recognised software.',
    },
    {
      name: 'Marco (illustrative example)',
      business: 'Example: Marco, who runs a VAT-registered café as a sole trader',
      challenge: 'Marco copied figures by hand from his till spreadsheet into the spreadsheet he used for his VAT return, which does not meet the digital links rule, and his return was due within days.',
      solution: 'We replaced the manual copying with formula links and connected the spreadsheet to bridging software.',
      outcome: 'VAT return filed through recognised software by its due date.',
    },
  ],
  compliance: [
    {
      name: 'Ewan (illustrative example)',
      business: 'Example: Ewan, director of a VAT-registered joinery company',
      challenge: 'The company kept its VAT records in several spreadsheets and Ewan was unsure whether the company also needed to prepare for MTD for Corporation Tax.',
      solution: 'We moved the company to Xero with bank feeds, so VAT returns are prepared and filed from one system, and confirmed that MTD for Corporation Tax is not yet scheduled.',
      outcome: 'VAT returns filed from Xero with a full digital trail; Corporation Tax return and accounts filed as before.',
    },
    {
      name: 'Sarah and Tom (illustrative example)',
      business: 'Example: Sarah and Tom, partners in a VAT-registered garden design business',
      challenge: 'They had read about MTD for Income Tax and thought the partnership had to sign up for quarterly updates.',
      solution: 'We confirmed that partnerships are not in MTD for Income Tax, checked that their VAT returns already met MTD for VAT, and reviewed their own income outside the partnership.',
      outcome: 'Clear answer on what applies to them; VAT returns continue through recognised software.',
    },
    {
      name: 'Angus (illustrative example)',
      business: 'Example: Angus, an IT contractor with his own limited company and a rented-out flat',
      challenge: 'Angus did not know whether his company, his salary and dividends or his rental income brought him into MTD for Income Tax.',
      solution: 'We explained that his company is not in MTD for Income Tax and his salary and dividends are not qualifying income, then checked his gross rental income against the thresholds.',
      outcome: 'He knows which rules apply to him and to his company; his property income is checked against the thresholds every year.',
    },
  ],
};
