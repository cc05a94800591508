import { z } from 'astro/zod';
import { fieldNames, MAX_AMOUNT, type FieldName } from '../../lib/cash-flow';

/**
 * The interface wording of one language (content/i18n/interface/<locale>.yaml): labels, headings and
 * fixed phrases of the header, footer, navigation, breadcrumbs, search, the Making Tax Digital islands,
 * the blog list and the 404 page. Every key is required, so a key missing from one language stops the
 * build naming the file and the key. `{name}` marks a value filled in where the words are shown.
 */
const words = z.string().min(1);


/** The blog's categories: a post names one by its slug (`category` in its frontmatter); each has its readable name here. */
const blogCategoryNames = z.object({ 'getting-started': words, 'deadlines-and-penalties': words, software: words, 'landlords-and-property': words, vat: words }).strict().describe('Readable names of the category slugs.');

/** The slugs of the blog's categories, the choices of a post's category. */
export const blogCategoryIds = Object.keys(blogCategoryNames.shape) as [keyof typeof blogCategoryNames.shape, ...(keyof typeof blogCategoryNames.shape)[]];

export const interfaceSchema = z
  .object({
    skipLink: words,
    menu: words,
    groupToggle: words,
    mainNav: words,
    footerNav: words,
    breadcrumbs: words,
    contactHeading: words,
    companyHeading: words,
    lastUpdated: words,
    noScriptNav: words,
    inThisSection: words,
    faqHeading: words,
    testimonialsHeading: words,
    newsletterHeading: words,
    newsletterIntro: words,
    rightsReserved: words,
    otherLanguage: words,
    fromPerMonth: words,
    fromPerQuarter: words.describe('A quarterly starting price, e.g. "From {price} per quarter".'),
    priceAgreed: words.describe('Under a service with no set price in content/firm/prices.yaml: how its fee is set, e.g. "Fee agreed in writing before we start".'),
    priceQuoted: words.describe('In a list of services (the menu, the home and services pages), the short line of a service with no set price, in place of the price, e.g. "Priced for your business"; the note under the list says how its fee is agreed.'),
    priceQuotedNote: words.describe('One line under a list of services in which some show no set price (the priceQuoted line): how their fees are set, said once for all of them, e.g. "Where no starting price is shown, the fee is set for your business and agreed in writing before we start."'),
    allServices: words.describe('The link under the core services on the home page to the services page, which lists every service.'),
    townsHeading: words,
    visitUs: words.describe('Heading of the small office card beside a landing page\'s text, under its form: e.g. "Visit our Alloa office".'),
    townsOffice: words.describe("Under the office's own town in a location page's towns list, e.g. 'our office'."),
    freeQuote: words,
    call: words,
    headerCta: words,
    getQuote: words,
    barQuote: words.describe('The quote button of the bar at the foot of a phone screen, beside "Call": at most about 22 characters so it stays on one line.'),
    callUs: words,
    contactDetailsLink: words,
    onThisPage: words,
    faqNavLabel: words.describe('The questions section in a page\'s "On this page" list: one or two words.'),
    sideTalkHeading: words,
    sideTalkText: words,
    sideTalkTextNamed: words.describe(
      'The same sentence once the firm confirms who answers (content/firm/people.yaml, enquiries): {name} is their name and letters, e.g. "Call or email {name} with your question."',
    ),
    faqAskText: words.describe('Beside a page\'s questions, above the phone and email: for a question that is not there, e.g. "Can’t find your question? Call or email us."'),
    faqAskTextNamed: words.describe('The same once the firm confirms who answers: {name} is their name, e.g. "Can’t find your question? Call or email {name}."'),
    bookingPoints: z.array(words).min(1).max(6).describe('What the free consultation is, in short points beside the booking button on the contact page; {minutes} is its length.'),
    trustHeading: words,
    homeEyebrow: words,
    trustLanguages: words,
    trustOffice: words,
    trustExperience: words.describe("The trust strip's line on the founder's experience (and a hero's tick, with showFounderExperience) while the founder is not yet confirmed in content/firm/people.yaml; {years} from site.yaml."),
    trustFounder: words.describe(
      'The same line once the founder is confirmed, linked to the About page: {who} is their name and letters (e.g. "Marta Bellini, CA CTA (ICAS)"); {years} from site.yaml may follow, but with it the line no longer fits beside the others at 1280 px.',
    ),
    founderProof: words.describe('Under the hero\'s buttons and under an offer form\'s button, once the founder is confirmed: {who} is their name and letters, e.g. "Founded by {who}".'),
    reviewSummary: words.describe(
      'A public review rating, short enough for one line on a phone (beside the testimonials, in the hero and under offer forms): {rating} out of 5, {count} reviews, {source} the site (e.g. Google).',
    ),
    trustConsultation: words,
    offerOpen: words,
    offerEnded: words,
    restaurantOffer: words,
    promoOffer: words,
    promoThen: words.describe('Under the promotion: what the client pays after the free months, {price} the starting price of its plan (content/firm/prices.yaml, promo.thenFrom).'),
    offerTerms: words,
    offerClosed: words,
    address: words,
    phone: words,
    email: words,
    hours: words,
    hoursLine: words,
    hoursProse: words,
    schedulerIntro: words,
    privacyPolicy: words,
    schedulerFallback: words,
    openBooking: words,
    schedulerOpen: words,
    schedulerClose: words,
    schedulerRegion: words,
    schedulerFrame: words,
    searchOpen: words,
    searchTitle: words,
    searchLabel: words,
    searchClose: words,
    searchHint: words,
    searchLoading: words,
    searchOne: words,
    searchMany: words,
    searchNone: words,
    searchFailed: words,
    searchResults: words,
    searchSiteWide: words,
    searchHelpIntro: words,
    searchHelpPage: words,
    searchCall: words,
    searchContact: words,
    sectionServices: words,
    sectionIndustries: words,
    sectionMtd: words,
    sectionBlog: words,
    sectionResources: words,
    sectionTools: words,
    sectionLocations: words,
    sectionSpecialties: words,
    sectionOffers: words,
    sectionLegal: words,
    sectionCompany: words,
    breadcrumbHome: words.describe('Breadcrumbs: the first link of every trail.'),
    tagline: words.describe('The firm\'s tagline under the logo in the footer.'),
    blogHeading: words.describe('Home page: the heading over the three latest blog articles.'),
    blogNote: words.describe('Home page: the sentence under that heading.'),
    blogAll: words.describe('Home page: the link to the whole blog, under the three articles.'),
    navInEnglish: words.describe('Added after a navigation label (with a space between) whose page exists only in English.'),
    siteSearchPage: z
      .object({
        title: words,
        description: words,
        heading: words,
        lead: words,
        noScript: words.describe('Shown without JavaScript, above the help links.'),
      })
      .strict().describe('The search pages (/search, /it/search).').describe('The search pages (/search, /it/search).'),
    companyDetails: z
      .object({
        registeredName: words,
        companyNumber: words,
        registeredOffice: words,
        placeOfRegistration: words,
        vatNumber: words,
        professionalBody: words,
        indemnityInsurer: words,
      })
      .strict().describe('The names of the firm\'s statutory details on the legal pages, shown once set in content/firm/site.yaml.'),
    disclosures: z
      .object({
        company: words.describe('{name}, {place} and {number} (the company number).'),
        registeredOffice: words.describe('{office}'),
        vatNumber: words.describe('{number}'),
        supervisor: words.describe('{body}'),
        insurer: words.describe('{insurer}'),
      })
      .strict().describe('The footer\'s statutory disclosures, shown once set in content/firm/site.yaml.'),
    notFound: z
      .object({
        title: words,
        description: words,
        heading: words,
        lead: words,
        homeLink: words,
        sectionsHeading: words,
        andMore: words.describe('After the first three pages of a section described by its pages (with a space between).'),
        sectionPages: words.describe('A section described by its name: {section}.'),
        blogText: words.describe('The blog\'s card among the main sections: what a visitor finds there, in one sentence.'),
        resourcesText: words.describe('The resources page\'s card among the main sections: what a visitor finds there, in one sentence.'),
        helpHeading: words.describe('The heading of the closing band.'),
        helpLead: words.describe('The one sentence of the closing band, under its heading.'),
        helpButton: words.describe('The closing band\'s button, to the contact page.'),
        helpText: words.describe('The line under the button: {phone} and {email} are links.'),
        emailSubject: words.describe('The subject of the prefilled email.'),
      })
      .strict(),
    blog: z
      .object({
        feedTitle: words.describe('The feed\'s title: {site} is the firm\'s name.'),
        feedName: words.describe('The name of the blog\'s news feed, which feed readers show.'),
        feedDescription: words,
        index: z.object({ title: words, description: words, heading: words, lead: words }).strict().describe('The blog\'s first page.'),
        page: z.object({ title: words, description: words, heading: words, lead: words, crumb: words }).strict().describe('Pages 2 onwards: {page} of {total}.'),
        category: z.object({ title: words, description: words, lead: words }).strict().describe('{name} is the category, {count} the number of articles, {guides} the word guide or guides.'),
        tag: z.object({ title: words, description: words, heading: words, lead: words }).strict().describe('{name} is the tag (lower case where it sits in a sentence), {count} and {guides} as for a category.'),
        guide: words,
        guides: words,
        latest: words,
        articles: words,
        featured: words,
        minRead: words.describe('{minutes}'),
        pagesNav: words,
        newer: words,
        older: words,
        pageNumber: words.describe('After a page number (with a space between), for screen readers: {page}.'),
        browse: words,
        categories: words,
        startHere: words,
        serviceLink: words.describe('In the contact card beside the blog: the link to our Making Tax Digital service (mtd-accountant-services).'),
        tags: words,
        related: words,
        newsletterHeading: words,
        newsletterLead: words,
        categoryNames: blogCategoryNames,
        tagNames: z
          .object({ vat: words, 'mtd-income-tax': words })
          .catchall(words)
          .describe('Names of tags that are not just their slug in words: abbreviations and names, and in a language other than English every tag the posts use (slug: name).'),
      })
      .strict().describe('The Making Tax Digital blog: the words of its list, category, tag and page listings, its posts and its feed, in each language.'),
    companyDetailsNote: words.describe('On the legal pages, shown once the statutory disclosures of content/firm/site.yaml are set.'),
    cashFlowSample: z
      .object({
        alt: words.describe('What the illustration shows: {ratio} and {status} are the example month\'s ratio and status, as the tool works them out.'),
        caption: words.describe('{link} is the link to the tool, whose words are `tryIt`.'),
        tryIt: words,
        note: words.describe('The small line at the foot of the illustration saying its figures are an example.'),
        example: z
          .object(
            Object.fromEntries(
              fieldNames.map((name) => [name, z.number().nonnegative().multipleOf(0.01).max(MAX_AMOUNT)]),
            ) as Record<FieldName, z.ZodNumber>,
          )
          .strict()
          .describe(
            'An invented month of figures, in pounds, one per field of the tool (the keys are its fields): the illustration draws its result, and the button under the panel opens the tool with them filled in and their result showing.',
          ),
        exampleHeading: words.describe('Heading of the box at the foot of the panel that offers the example month.'),
        exampleText: words.describe('The sentence in that box: says plainly that the figures are an example; {revenue} is the example\'s monthly revenue, written as the tool writes amounts.'),
        exampleButton: words.describe('Its button, verb first: it opens the tool with the example month filled in.'),
      })
      .strict().describe('The illustration of a result of the cash-flow tool.'),
    resourceFormats: z
      .object({
        guide: words,
        toolkit: words.describe('A printable toolkit (content/resources/ebooks/).'),
        article: words,
        articles: words.describe('The blog: {count} is the number of its articles.'),
        tool: words.describe('A free tool: a page of the /tools menu group (content/navigation/menus.yaml).'),
      })
      .strict()
      .describe('On a card that links to a resource: what it is, before its reading time (the blog\'s minRead), worked out from the page.'),
    toolPreviews: z
      .object({
        checkerLabel: words.describe('Above the MTD checker card\'s glimpse of an answer.'),
        checkerExample: words.describe('Under it: whose answer it is. {threshold} and {taxYear} are the next phase of content/firm/mtd-facts.yaml.'),
        gaugeLabel: words.describe('Above the cash-flow card\'s scale of results.'),
        gaugeNote: words.describe('Under the scale.'),
        deadlinesNone: words.describe('In the deadlines card, if every date it knows has passed (a site not rebuilt for months).'),
        actions: z
          .object({ checker: words, deadlines: words, cashFlow: words })
          .strict()
          .describe('The button at the foot of each tool\'s card: what the visitor does there, as a verb ("Start the check").'),
        allTools: words.describe('Beside the row of free tools on the home page: the link to the tools hub.'),
        proof: words.describe('Under the tools\' cards on the tools hub: who checks the rules and dates, and when. {firm} is the firm\'s name (content/firm/site.yaml), {date} the last review of content/firm/mtd-facts.yaml.'),
      })
      .strict()
      .describe('The tools\' cards on the tools hub: a glimpse of what each tool returns, drawn from its own words and facts (and the home page\'s link to the hub).'),
  })
  .strict();

export type InterfaceWords = z.infer<typeof interfaceSchema>;
export type BlogWords = InterfaceWords['blog'];
