import { z } from 'astro/zod';

/**
 * The interface wording of one language (content/i18n/interface/<locale>.yaml): labels, headings and
 * fixed phrases of the header, footer, navigation, breadcrumbs, search, the Making Tax Digital islands,
 * the blog list and the 404 page. Every key is required, so a key missing from one language stops the
 * build naming the file and the key. `{name}` marks a value filled in where the words are shown.
 */
const words = z.string().min(1);


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
    townsHeading: words,
    freeQuote: words,
    call: words,
    headerCta: words,
    getQuote: words,
    callUs: words,
    contactDetailsLink: words,
    onThisPage: words,
    trustHeading: words,
    homeEyebrow: words,
    trustLanguages: words,
    trustOffice: words,
    trustExperience: words,
    /** Under a public review badge in the trust strip; {count} is the number of reviews. */
    trustReviews: words,
    trustConsultation: words,
    offerOpen: words,
    offerEnded: words,
    restaurantOffer: words,
    promoOffer: words,
    offerTerms: words,
    offerClosed: words,
    address: words,
    phone: words,
    email: words,
    hours: words,
    hoursLine: words,
    days: words,
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
    /** Breadcrumbs: the first link of every trail. */
    breadcrumbHome: words,
    /** The firm's tagline under the logo in the footer. */
    tagline: words,
    /** The list of blog articles on a page of the other language (the articles are in English). */
    blogHeading: words,
    blogNote: words,
    blogAll: words,
    /** Added to a navigation label whose page exists only in English. */
    navInEnglish: words,
    /** The search pages (/search, /it/search). */
    siteSearchPage: z
      .object({
        title: words,
        description: words,
        heading: words,
        lead: words,
        /** Shown without JavaScript, above the help links. */
        noScript: words,
      })
      .strict(),
    /** The names of the firm's statutory details on the legal pages, shown once set in content/firm/site.yaml. */
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
      .strict(),
    /** The footer's statutory disclosures, shown once set in content/firm/site.yaml. */
    disclosures: z
      .object({
        /** {name}, {place} and {number} (the company number). */
        company: words,
        /** {office} */
        registeredOffice: words,
        /** {number} */
        vatNumber: words,
        /** {body} */
        supervisor: words,
        /** {insurer} */
        insurer: words,
      })
      .strict(),
    notFound: z
      .object({
        title: words,
        description: words,
        heading: words,
        lead: words,
        homeLink: words,
        sectionsHeading: words,
        /** After the first three pages of a section described by its pages. */
        andMore: words,
        /** A section described by its name: {section}. */
        sectionPages: words,
        helpHeading: words,
        /** {phone} and {email} are links. */
        helpText: words,
        /** The subject of the prefilled email. */
        emailSubject: words,
      })
      .strict(),
    /** The Making Tax Digital blog (published in English only; the Italian words are kept for completeness). */
    blog: z
      .object({
        /** The feed's title: {site} is the firm's name. */
        feedTitle: words,
        /** The feed's name in the `<link rel="alternate">` of the blog lists. */
        feedName: words,
        feedDescription: words,
        /** The blog's first page. */
        index: z.object({ title: words, description: words, heading: words, lead: words }).strict(),
        /** Pages 2 onwards: {page} of {total}. */
        page: z.object({ title: words, description: words, heading: words, lead: words, crumb: words }).strict(),
        /** {name} is the category, {count} the number of articles, {guides} the word guide or guides. */
        category: z.object({ title: words, description: words, lead: words }).strict(),
        /** {name} is the tag (lower case where it sits in a sentence), {count} and {guides} as for a category. */
        tag: z.object({ title: words, description: words, heading: words, lead: words }).strict(),
        guide: words,
        guides: words,
        latest: words,
        articles: words,
        featured: words,
        /** {minutes} */
        minRead: words,
        pagesNav: words,
        newer: words,
        older: words,
        /** After a page number, for screen readers: {page}. */
        pageNumber: words,
        browse: words,
        categories: words,
        startHere: words,
        tags: words,
        related: words,
        newsletterHeading: words,
        newsletterLead: words,
        /** Readable names of the category slugs. */
        categoryNames: z.object({ 'getting-started': words, 'deadlines-and-penalties': words, software: words, 'landlords-and-property': words, vat: words }).strict(),
        /**
         * Names of tags that are not just their slug in words: abbreviations and names, and in a language
         * other than English every tag the posts use (slug: name).
         */
        tagNames: z.object({ vat: words, 'mtd-income-tax': words }).catchall(words),
      })
      .strict(),
    /** On the legal pages, shown once the statutory disclosures of content/firm/site.yaml are set. */
    companyDetailsNote: words,
    /** The illustration of a result of the cash-flow tool. */
    cashFlowSample: z
      .object({
        alt: words,
        /** {link} is the link to the tool, whose words are `tryIt`. */
        caption: words,
        tryIt: words,
      })
      .strict(),
  })
  .strict();

export type InterfaceWords = z.infer<typeof interfaceSchema>;
export type BlogWords = InterfaceWords['blog'];
