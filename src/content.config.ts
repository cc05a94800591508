import { defineCollection, type SchemaContext } from 'astro:content';
import { file } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { contentGlob, contentProblemsLoader } from './content/loader';
import { z } from 'astro/zod';
import { recordOf, type FirmDataFile } from './config/data-file';
import { parseSite, siteFrom } from './config/site';
import { parseContact } from './config/contact';
import { parseOffers, parseVatWording } from './config/offers';
import { parseMtdFacts, parseMtdSentences } from './config/mtd-facts';
import { parseClaims } from './config/claims';
import { parsePeople } from './config/people';
import { limitOf, text } from './content/schemas/after-filling';
import { formIds, italianServices, quoteServices } from './config/form-ids';
import { locales } from './config/locale';
import { formWordsSchema } from './content/schemas/forms';
import { pricedServices, priceRefs } from './config/offers';
import { fillTokens } from './lib/tokens';
import { cashFlowWordsSchema } from './content/schemas/cash-flow';
import { blogCategoryIds, interfaceSchema } from './content/schemas/interface';
import { mtdDataSchema } from './content/schemas/mtd';
import { mtdToolsWordsSchema } from './content/schemas/mtd-tools';
import { navigationSchema } from './content/schemas/navigation';
import { offerHasEndedHero } from './content/schemas/offer-hero';
import { day } from './content/schemas/day';
import { repeatedQuoteProblem } from './content/schemas/testimonial-pages';
import { iconName, illustrationName } from './content/schemas/art';

/*
 * Content collections. Every page's words live in MDX under content/<collection>/, and the file's
 * path is the page's address (see src/lib/content-routes.ts). The structured parts (hero, cards,
 * FAQs, calls to action) are frontmatter checked here: a typo or an unknown field fails the build
 * with a message naming the file and the field.
 */

/** What a card section can be (Section.astro draws each): see `variant` below. */
const sectionVariants = ['cards', 'chooser', 'list', 'links', 'benefits', 'steps', 'timeline', 'band', 'packages', 'services', 'people', 'testimonials'] as const;
/** How a page lays out its text and sections (PageBody.astro): see `template` below (`layout` is a word MDX keeps for itself). */
const pageTemplates = ['standard', 'article', 'tool'] as const;

/** A limit on a text as pages show it, its tokens filled (src/content/schemas/after-filling.ts; checked again as the page renders). */
const shownAtMost = ({ max, message }: { max: number; message?: string }) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const shown = z.string().max(max, message).safeParse(fillTokens(value).text);
      if (!shown.success) ctx.addIssue({ code: 'custom', message: shown.error.issues[0]!.message });
    })
    .meta({ maxFilled: max });

/**
 * Where a link goes: a site path ('/contact'), an in-page anchor ('#book-now'), or the firm's
 * phone or email from content/firm/contact.yaml written as 'contact:phone' / 'contact:email'.
 */
const href = z.string().regex(
  // An https address has a domain name, and nothing that could end the attribute or start a tag.
  /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|contact:(phone|email)|https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+([/?#][^\s"'<>]*)?)$/,
  "must be a site path such as '/contact', an anchor such as '#book-now', 'contact:phone', 'contact:email' or an https:// address",
);

/** Title and description every page needs for search engines and sharing. */
const seoFields = {
  title: text(3)
    .pipe(shownAtMost(limitOf('title')))
    .describe('Page title, shown in the browser tab and search results: at most 70 characters, which search engines show whole. The site name is added after it when both fit in 70 characters.'),
  description: text(50)
    .pipe(shownAtMost(limitOf('description')))
    .describe('Meta description: one or two sentences, shown in search results.'),
  draft: z.boolean().default(false).describe('Hidden from the built site while true.'),
};

/** An image from src/assets with its alternative text, which is required. */
const imageWithAlt = ({ image }: SchemaContext) =>
  z
    .object({
      src: image().describe('Path to an image in src/assets, relative to the MDX file.'),
      alt: z.string().min(3).describe('What the image shows, for people who cannot see it; required.'),
    })
    .strict();

/** A link shown as a button. */
const action = z
  .object({
    label: text(2).describe('Button text.'),
    href: href.describe('Where it goes.'),
    variant: z.enum(['primary', 'secondary']).default('primary').describe('Primary (filled) or secondary (outlined).'),
  })
  .strict();

/** A card: a short title, a sentence or two, and optionally a link and bullet points. */
const card = z
  .object({
    label: text(2).optional().describe("Optional short label above the title, e.g. a stage of a timeline: 'Days 1–3'."),
    title: text(2).describe('Card heading.'),
    icon: iconName
      .optional()
      .describe(
        "The card's icon, a Lucide icon name such as receipt or calendar-check (https://lucide.dev/icons). Every card of a grid (variant: cards) needs one, except a card that links to a page of the site: it shows that page's icon unless it names its own. Set on the English page only: its Italian page shows the same.",
      ),
    text: text(10).describe('One or two sentences.'),
    href: href.optional().describe('Optional link target: the whole card becomes a link.'),
    linkLabel: text(2).optional().describe("Label of a visible link at the foot of the card (e.g. 'Learn More'); needs href."),
    price: text(5).optional().describe("Optional price line shown large under the card's heading, its amount as a token: 'From {price:cloud-accounting} per month'."),
    startingPrice: z
      .enum(priceRefs)
      .optional()
      .describe(
        "Optional, instead of price: a key of startingPrices in content/firm/prices.yaml (e.g. ecommerce), shown as the card's price line, 'From £… plus VAT per month'; while the firm has set no figure for it, the card says its fee is agreed in writing before work starts.",
      ),
    features: z.array(text(2)).optional().describe('Optional bullet points.'),
    links: z
      .array(z.object({ label: text(2), href }).strict())
      .optional()
      .describe("Optional list of links shown under the text (e.g. a category's related services)."),
    groupHeading: text(2)
      .optional()
      .describe(
        "Optional, in a grid (variant: cards): a short heading the card is listed under, e.g. 'By kind of business'. Cards with the same group are shown together, the groups in the order of their first card. If one card of a section has a groupHeading, every card needs one, and each group needs two cards or more.",
      ),
  })
  .strict()
  .refine((c) => !(c.price && c.startingPrice), { message: 'give either price or startingPrice, not both', path: ['startingPrice'] });

/** A titled group of cards. */
const section = z
  .object({
    heading: text(2).describe('Section heading (h2).'),
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as our-prices')
      .optional()
      .describe('Optional id for in-page links; derived from the heading when absent.'),
    intro: text(10).optional().describe('Optional sentence under the heading.'),
    navLabel: text(2).optional().describe("Optional short label (one or two words, e.g. 'Costs') for this section in the page's 'On this page' list; the heading is used when left out."),
    variant: z
      .enum(sectionVariants)
      .default('cards')
      .describe(
        "cards: a grid; chooser: 'which of these are you?', for a hub that sends each kind of visitor to the one page that serves them: a card per kind of visitor (its title says who, its text what they find, its href the page, its icon), a row each on a phone, and the last card, for a visitor who is not sure, a row across the grid with its linkLabel as the button (e.g. to a checker); list: the heading and its sentence beside a list of pages, a row each (the page's icon, the card's title and text, an arrow), for links that need no grid of cards (the home page's 'Who we work with'); every card needs an href, and a linkLabel is not shown; links: the heading and its sentence beside a compact row of links, each page's icon and the card's title, no text, for pages the site shows in full elsewhere (the free tools on the Resources page: their cards are the tools hub's); every card needs an href; benefits: a ticked list; steps: a numbered sequence of short steps, side by side; timeline: a numbered sequence of longer stages, one under another beside the heading, which stays in view beside them (on an offer page with its form in the hero, with a button to that form) (give each a label, e.g. 'Days 1–3'); band: one highlighted item across the page (its one card's title and text), with a button if the card has an href and a linkLabel (leave them out on a landing page's price band, which stands beside the quote form), e.g. an offer, or a price card when the card has a price (and, optionally, features); packages: the Making Tax Digital packages (content/mtd-data, prices from content/firm/prices.yaml), no cards; services: the firm's core services with their prices, as the header's Services menu lists them (content/navigation/menus.yaml), no cards; people: the firm's people from content/firm/people.yaml once confirmed (the founder, then the team), and until then its cards if it has any, else nothing; testimonials: the clients' words that list this page (content/testimonials/), here rather than near the end of the page, and nothing while there are none. On a landing page a band placed first stands beside the quote form; every other section runs the full width below it.",
      ),
    cards: z.array(card).default([]).describe('The items. Required unless the variant is packages or services, or the section lists a group.'),
    group: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, "must be the address of a header entry's page, such as '/tools'")
      .optional()
      .describe(
        "Optional, for a grid or a row of links (variant: cards or links): the pages of this header menu group (its address, e.g. '/tools' for the free tools) as cards after the section's own, each with its name and summary from content/navigation/menus.yaml, so the words are written once.",
      ),
    rowsOnPhone: z
      .boolean()
      .default(false)
      .describe(
        'Optional, for a list of links such as related services: on a phone each card is one row (its icon, title and arrow, without its text), so the list fits on one screen. Every card needs an href.',
      ),
    placement: z
      .enum(['after-hero'])
      .optional()
      .describe(
        "Optional: after-hero sets this section right under the page's heading, before its text and its other sections (About: the people, the page's proof, once content/firm/people.yaml confirms them). Without it the section stands with the others (sectionsPosition). A section with nothing to show (people not yet confirmed) takes no place anywhere.",
      ),
    offer: z
      .enum(['promo', 'restaurant'])
      .optional()
      .describe(
        "Optional, for a section that advertises an offer of the firm's prices (promo: the new-client offer; restaurant: the restaurant offer): the section, and its entry in 'On this page', disappear after the offer's end date. The visitor's date decides, so a page built before that day changes by itself.",
      ),
    offerLink: z
      .object({
        offer: z.enum(['promo', 'restaurant']).describe('Which offer: promo (the new-client offer) or restaurant (the restaurant offer).'),
        href: href.describe("The offer's own page, e.g. /restaurant."),
      })
      .strict()
      .optional()
      .describe(
        "Optional, for a timeline: a compact link to an offer's page under the heading, beside the stages, in the offer's own words and end date (content/i18n and content/firm/prices.yaml, as its page states them), so the page shows what the visitor is offered. It disappears after the offer's end date.",
      ),
  })
  .strict()
  .refine((s) => s.cards.length > 0 || Boolean(s.group) || s.variant === 'packages' || s.variant === 'services' || s.variant === 'people' || s.variant === 'testimonials', {
    message: 'A section needs at least one card or a group, unless its variant is packages, services, people or testimonials.',
    path: ['cards'],
  })
  .refine((s) => !['packages', 'services', 'testimonials'].includes(s.variant) || s.cards.length === 0, {
    message: 'A section of variant packages, services or testimonials shows its own items: remove its cards.',
    path: ['cards'],
  })
  .refine((s) => s.variant !== 'chooser' || (s.cards.length >= 3 && s.cards.every((c) => c.href) && Boolean(s.cards.at(-1)?.linkLabel)), {
    message: 'A chooser needs three cards or more, each with an href (the page for that kind of visitor), the last with a linkLabel (its button, for a visitor who is not sure).',
    path: ['cards'],
  })
  .refine((s) => s.variant !== 'band' || (s.cards.length === 1 && Boolean(s.cards[0]?.href) === Boolean(s.cards[0]?.linkLabel)), {
    message: 'A band shows one card: give it exactly one, with both an href and a linkLabel (its button) or neither (no button, as on a price band beside the quote form).',
    path: ['cards'],
  })
  .refine((s) => s.variant !== 'list' || s.cards.every((c) => c.href && !c.linkLabel), {
    message: 'A list shows each card as a link to its page: give every card an href, and no linkLabel (the row itself is the link).',
    path: ['cards'],
  })
  .refine((s) => s.variant !== 'links' || s.cards.every((c) => c.href), {
    message: 'A row of links shows each card as a link to its page: give every card an href.',
    path: ['cards'],
  })
  .refine((s) => !s.rowsOnPhone || s.cards.every((c) => c.href), { message: 'rowsOnPhone shows each card as a link: give every card an href, or remove rowsOnPhone.', path: ['rowsOnPhone'] })
  .refine((s) => !s.group || s.variant === 'cards' || s.variant === 'links', { message: 'group lists pages as cards or links: use it with variant cards or links.', path: ['group'] })
  .refine(
    (s) => {
      if (!s.cards.some((c) => c.groupHeading)) return true;
      const counts = s.cards.reduce((m, c) => m.set(c.groupHeading, (m.get(c.groupHeading) ?? 0) + 1), new Map<string | undefined, number>());
      return s.variant === 'cards' && !counts.has(undefined) && [...counts.values()].every((n) => n >= 2);
    },
    { message: "Cards grouped under short headings (a card's groupHeading) need variant cards, a groupHeading on every card, and two cards or more in each group.", path: ['cards'] },
  );

/** A question and its answer, rendered visibly (details/summary) and as FAQPage JSON-LD. */
const faq = z.object({ question: text(5), answer: text(10) }).strict();

/** Hero at the top of a page. */
const hero = (ctx: SchemaContext) =>
  z
    .object({
      heading: text(3).describe("The page's one h1."),
      eyebrow: text(2).optional().describe("Optional short label above the heading, such as 'About us': the page's name, when the heading says what a visitor finds there instead."),
      illustration: illustrationName
        .optional()
        .describe(
          'The picture beside the heading: the name of a drawing in src/assets/illustrations/ (e.g. cloud-accounting). No two hub or landing pages share one. Set on the English page only: its Italian page shows the same. Without it the hero is text only.',
        ),
      lead: text(10).describe('Sentence under the heading.'),
      phoneLead: text(10)
        .optional()
        .describe("Optional, on a tool page (template: tool): one short line shown under the heading on a phone instead of the lead, so the tool's first question starts on the first screen."),
      actions: z
        .array(action)
        .max(3)
        .default([])
        .describe(
          'Buttons under the lead. On an offer page (its form beside the heading) a button to the form (its anchor, e.g. "#book-now") is not shown: the form is beside the offer or right under it.',
        ),
      image: imageWithAlt(ctx).optional().describe("Optional picture beside the heading (one you upload), shown instead of the page's own illustration."),
      showBreadcrumb: z
        .boolean()
        .default(false)
        .describe('On a top-level page such as a hub (/industries), shows the trail "Home /" followed by the page’s name above the heading, as nested pages always do.'),
      compact: z
        .boolean()
        .default(false)
        .describe(
          'A short hero (a smaller illustration and, on laptops and wider screens, less space around the text), for a page whose first task sits right under it, such as the contact page’s booking. With no buttons (actions), its illustration is left out on a phone, so that task starts on the first screen.',
        ),
      proof: z
        .array(text(3).pipe(shownAtMost(limitOf('hero', 'proof', '*'))))
        .max(3)
        .default([])
        .describe('Up to three short lines under the buttons, each with a tick, e.g. "Free {consultationMinutes}-minute consultation": only what the firm can stand behind, figures as tokens.'),
      showFacts: z
        .boolean()
        .default(false)
        .describe(
          "Shows the page's panel of facts (its `aside`) beside the heading instead of the picture, and right under the buttons on a phone, so the first screen says what the firm does and how to reach it; the text below then stands in one centred column.",
        ),
      showFounderExperience: z
        .boolean()
        .default(false)
        .describe(
          'Adds a last tick with the founder’s years of experience (the interface words’ trustExperience) while content/firm/people.yaml does not confirm the founder. Once it does, the firm’s proof names them (under the buttons, or under an offer form’s button), so the page names its founder once.',
        ),
      whenEnded: z
        .object({ heading: text(3), lead: text(10), actions: z.array(action).max(3).default([]) })
        .strict()
        .optional()
        .describe("On a page with an `offer`: what the hero says once the offer has ended (the visitor's date decides, so a page built before the end date changes by itself). Required there."),
    })
    .strict();

/** Closing call to action. */
const cta = z
  .object({
    heading: text(3),
    text: text(10),
    actions: z.array(action).min(1).describe('The buttons: one is best. A landing page (quote form) shows only the first, which should be its quote: the form\'s anchor, e.g. "#free-quote".'),
    lang: z.enum(['en-GB', 'it']).optional().describe('Language of the block when it differs from the page (the Italian closing call to action).'),
    offer: z
      .object({
        offer: z.enum(['promo', 'restaurant']).describe('Which offer of content/firm/prices.yaml (promo: the new-client offer; restaurant: the restaurant offer).'),
        text: text(10).describe('One sentence about the offer, e.g. "New clients: {promoPeriod} of free bookkeeping on a monthly plan, until {promoEnds}."'),
        link: z.object({ label: text(2).describe('Link text, e.g. "See the offer".'), href: href.describe('Where it goes, e.g. /promo.') }).strict(),
      })
      .strict()
      .optional()
      .describe(
        "Optional: one line under the button about an offer, so the page ends with one band instead of an offer band before it. It disappears after the offer's end date (the visitor's date decides).",
      ),
  })
  .strict();

/** A form placed on the page by its id in src/config/forms.ts. */
const formPlacement = z
  .object({
    id: z.enum(formIds).describe('Which form.'),
    heading: text(3).describe('Section heading above the form.'),
    intro: text(10).optional().describe('Sentence under the heading.'),
    barLabel: z
      .string()
      .min(3)
      .max(24, 'The phone bar button text is at most 24 characters, or it wraps on a phone.')
      .optional()
      .describe('Short button text for the bar at the foot of a phone screen, verb first (at most 24 characters, so it fits on one line beside "Call"). The heading is used when empty.'),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as book-consultation')
      .describe("id of the section, for links such as '#book-consultation'."),
    service: z
      .enum([...quoteServices, ...italianServices])
      .optional()
      .describe('Service preselected in a quote form.'),
    lang: z.enum(locales).optional().describe("Language of the form when it differs from the page's (the English Italian-specialty page's form is in Italian)."),
  })
  .strict();

/** A panel of facts beside a page's short text (src/components/ui/FactPanel.astro). */
const factPanel = z
  .object({
    heading: text(3).describe('Heading of the panel, e.g. "At a glance".'),
    items: z
      .array(
        z
          .object({
            label: text(2).describe('What the line is, e.g. "Office" or "First meeting".'),
            fact: z.enum(['address', 'hours', 'phone', 'email']).optional().describe('A contact detail from content/firm/contact.yaml, shown as the firm keeps it there (leave text empty).'),
            text: text(3).optional().describe('The line itself, when it is not a contact detail; figures as tokens, e.g. "From {price:digital-bookkeeping} per month".'),
            startingPrice: z
              .enum(priceRefs)
              .optional()
              .describe(
                "A service's price from content/firm/prices.yaml by its key (e.g. payroll), shown as 'From £… plus VAT per month'; while the firm has set no figure for it, the line says the fee is agreed in writing before work starts (leave text empty).",
              ),
            href: href.optional().describe('Optional link: the line links there.'),
          })
          .strict()
          .refine((item) => [item.fact, item.text, item.startingPrice].filter(Boolean).length === 1, 'give one of `fact`, `text` or `startingPrice`'),
      )
      .min(2)
      .max(6),
    terms: z
      .object({
        heading: text(3).describe('What a visitor opens, e.g. "Offer terms".'),
        items: z.array(text(3)).min(1).max(8).describe('One condition a line.'),
      })
      .strict()
      .optional()
      .describe("Optional conditions (an offer's terms), folded under the panel so the page's text and the panel end together."),
  })
  .strict();

/** Fields shared by every page-like collection. */
const pageFields = (ctx: SchemaContext) => ({
  ...seoFields,
  icon: iconName
    .optional()
    .describe("The page's icon (a Lucide icon name) on the cards that list it without an icon of their own: its menu group's list of pages and the page-not-found page. Set on the English page only."),
  hero: hero(ctx),
  sections: z.array(section).default([]).describe('Card sections, in order.'),
  aside: factPanel
    .optional()
    .describe(
      "A panel beside a short text (one heading), so it uses the width of the page instead of standing alone in the middle: the facts a reader wants next to it (address, hours, first meeting, prices). On a page with a timeline section it stands under that timeline's heading instead, beside its stages. Only what the firm has confirmed.",
    ),
  sectionsPosition: z.enum(['after-body', 'before-body']).default('after-body').describe('Where the card sections go: after the body (default) or before it (e.g. feature cards above a tool).'),
  breadcrumb: text(2)
    .optional()
    .describe(
      "Optional short name of this page as the last step of its breadcrumb trail (e.g. 'Scozia'), when its menu label is too long for one line on a phone; the menu label is used when left out.",
    ),
  faqHeading: text(3).optional().describe('Heading of the FAQ section; when empty, the usual heading in the page’s language (faqHeading of the interface words).'),
  faqs: z.array(faq).default([]).describe('Questions and answers, shown as a FAQ section.'),
  template: z
    .enum(pageTemplates)
    .default('standard')
    .describe(
      'standard: the text, then the card sections, FAQs and form as bands across the page. article: one long read, for guides: the text, its sections and FAQs in one reading column, with a rail on its right from 1280 px: the contents list and a card with the phone, email and booking button, in view while reading (folded behind "On this page" on a phone); its paragraphs keep a reading width, while tables and the MTD components (cards, timelines, checklists) take the column\'s full width, every second one on a sand band. tool: a page built around a tool (the MTD checker, the tax deadlines, the cash-flow tool): the tool takes the page\'s full width, the words around it stand in one centred reading column, with no rail. Either way a page with four or more parts lists them in "On this page", when its text is a long read (two headings or more and at least 225 words; a shorter page shows no list).',
    ),
  bodyNavLabels: z
    .array(text(2))
    .optional()
    .describe(
      "Optional short labels (one to three words each) for the headings of the page's text (its ## lines and the headings of the MTD components in it), in the order they appear, for the 'On this page' list; a heading without a label is listed as written.",
    ),
  faqOneAtATime: z.boolean().default(false).describe('An accordion in which opening one answer closes the others (clicking the open one closes it).'),
  navGroup: z
    .string()
    .regex(/^\/[a-z0-9-]+$/, "must be the address of a header entry's page, such as '/services'")
    .optional()
    .describe(
      "Lists the pages of this header group (its href) after the body: for hub pages. The free tools' group ('/tools') shows each tool with a glimpse of what it returns on the tools hub, and elsewhere (the home page) a compact row of links to them and to the hub.",
    ),
  navGroupHeading: text(3)
    .optional()
    .describe('Heading above the list of that menu group\'s pages, in the visitor\'s terms (e.g. "Guides: understand Making Tax Digital"); "In this section" when empty.'),
  navGroupIntro: text(10).optional().describe('Optional sentence under that heading.'),
  offer: z.enum(['restaurant', 'promo']).optional().describe('Shows an offer from content/firm/prices.yaml (badge, end date; ended offers say so).'),
  form: formPlacement.optional().describe('A form on the page.'),
  cta: cta.optional().describe('Closing call to action.'),
});

/** A collection of the MDX files in content/<base>, checked by `schema`. */
const collection = <S extends z.ZodType>(base: string, schema: (ctx: SchemaContext) => S) => defineCollection({ loader: contentGlob({ base: `./content/${base}`, pattern: '**/*.{md,mdx}' }), schema });

/** A page with the usual fields whose hero may show an offer. */
const offerPage = (ctx: SchemaContext) => offerHasEndedHero(z.object(pageFields(ctx)).strict());

/** One-off pages: home, about, hubs, services and industry indexes, offers. content/pages/about.mdx is /about; home.mdx is /. */
const pages = collection('pages', offerPage);
/** Service pages: content/services/accounting/bookkeeping.mdx is /services/accounting/bookkeeping. */
const services = collection('services', offerPage);
/** Industry pages: content/industries/ecommerce.mdx is /industries/ecommerce. */
const industries = collection('industries', offerPage);

/**
 * Landing pages with a quote form in a sticky sidebar beside the opening text and the price: the path below
 * content/landings is the address, e.g. landings/services/cloud-accounting.mdx.
 */
const landings = collection('landings', (ctx) =>
  z
    .object({
      ...pageFields(ctx),
      price: z.enum(pricedServices).describe('Which starting price (startingPrices in content/firm/prices.yaml) the page quotes.'),
      contactBoxTitle: text(3)
        .optional()
        .describe(
          "Heading of a card with the office's phone, email and address, shown right after the page's opening text beside the towns, e.g. 'Our Scotland office'. Leave it out on a service page: its form already gives the phone and email.",
        ),
      reassurances: z
        .array(text(3))
        .length(3)
        .describe("Three short reassurance lines under the form; on a page whose first section is a price band (variant band), under that band's button instead."),
      towns: z
        .array(text(2))
        .optional()
        .describe(
          "Towns served, shown right after the page's opening text on location pages, the office's own town first (it is marked as our office). List an even number that is also a multiple of three (6 or 12) so no town is left alone on a row.",
        ),
      lang: z.enum(['en-GB', 'it']).default('en-GB').describe("Language of the page's main content when not English."),
    })
    .strict()
    .refine((d) => d.form !== undefined, { message: 'a landing page needs a form (its quote form)', path: ['form'] }),
);

/** Privacy notice and terms: content/legal/privacy.mdx is /privacy. */
const legal = collection('legal', () =>
  z
    .object({
      ...seoFields,
      heading: text(3).describe('The page heading (h1).'),
      updated: day().describe("Date this text was last changed; shown as 'Last updated'."),
    })
    .strict(),
);

/** Guides, articles and downloads: content/resources/guides/x.mdx is /resources/guides/x. */
const resources = collection('resources', (ctx) =>
  z
    .object({
      ...pageFields(ctx),
      type: z.enum(['guide', 'blog', 'ebook']).describe("guide, blog or ebook: sets the card's label (Read More / Download Now)."),
      category: text(2).describe('Category label shown on the card.'),
      date: day().describe('Publication date.'),
      featured: z.boolean().default(true).describe('Shown among the featured resources on /resources.'),
    })
    .strict(),
);

/** Making Tax Digital pages: content/mtd/making-tax-digital-uk.mdx is /making-tax-digital-uk. */
const mtd = collection('mtd', (ctx) => z.object(pageFields(ctx)).strict());

/** Blog posts under /blog/making-tax-digital/<file name>. */
const blog = collection('blog', (ctx) =>
  z
    .object({
      ...seoFields,
      author: text(2).describe('The byline while its `person` is not confirmed (or has none), e.g. "Our MTD team".'),
      person: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be founder or a team member's key in content/firm/people.yaml, such as mtd-lead")
        .optional()
        .describe(
          "Optional: who wrote it, as founder or a team member's key in content/firm/people.yaml (e.g. mtd-lead). Once that person is confirmed there, the byline names them and their role instead of `author`.",
        ),
      date: day().describe('Publication date.'),
      category: z
        .enum(blogCategoryIds)
        .meta({ editor: { references: 'blog-categories' } })
        .describe("The post's category: one of the blog's categories (their names are in the interface words, under blog)."),
      tags: z
        .array(
          z
            .string()
            .regex(/^[a-z0-9-]+$/, 'must be a tag in lower-case words joined by hyphens, such as record-keeping')
            .meta({ editor: { references: 'blog-tags' } }),
        )
        .default([])
        .describe(
          'Tags, picked from the blog’s tags: each has its name in both languages (interface words, blog › tag names), so an Italian post never shows an English tag. A tag page lists every post with it.',
        ),
      featured: z.boolean().default(false).describe('Shown as the featured post.'),
      illustration: illustrationName
        .optional()
        .describe(
          "The picture beside the post's heading: the name of a drawing in src/assets/illustrations/ (e.g. quarterly-updates), one no other page or post shows. Set on the English post only: its Italian post shows the same.",
        ),
      image: imageWithAlt(ctx).optional().describe('Optional cover image.'),
    })
    .strict(),
);

/**
 * Clients' words, one YAML file each in content/testimonials/ (content/README.md says how to add one).
 * Only real clients who agreed in writing; a page shows the section only when it has entries.
 * Files whose names start with "_" (the example) are not built.
 */
const testimonials = defineCollection({
  loader: contentGlob({ base: './content/testimonials', pattern: '**/[^_]*.{yaml,yml}' }),
  schema: ({ image }) =>
    z
      .object({
        quote: z.string().min(10).max(600).describe('What they said, in their words (trimmed only with their agreement).'),
        name: z.string().min(2).describe('Their name as they agreed to be named, e.g. "Giulia Rossi" or "Giulia R.".'),
        business: z.string().min(2).describe('Their business, e.g. "Trattoria Da Giulia, Stirling".'),
        role: z.string().min(2).describe('Their role in it, e.g. "Owner".'),
        photo: z
          .object({ src: image(), alt: z.string().min(3) })
          .strict()
          .optional(),
        pages: z
          .array(
            z
              .string()
              .regex(/^\/[a-z0-9\-/]*$/, "must be a site path such as '/restaurant'")
              .meta({ editor: { references: 'site-paths' } }),
          )
          .min(1)
          .describe(
            'The page that shows it, e.g. ["/restaurant"], and if you like the home page too (["/", "/restaurant"]): one page of its own, so no visitor reads the same quote on two neighbouring pages. The home page shows one quote: one listed for it alone if there is one, else the newest.',
          ),
        consentGiven: day().describe('The date they gave written consent to publish it (YYYY-MM-DD); keep the consent on file.'),
        draft: z.boolean().default(false).describe('Hidden from the site while true.'),
      })
      .strict()
      .superRefine((t, ctx) => {
        const problem = repeatedQuoteProblem(t.pages);
        if (problem) ctx.addIssue({ code: 'custom', path: ['pages'], message: problem });
      }),
});

/** The YAML files of content/<base>, one entry each named by its file (`en`, `it`), checked by `schema`. */
const yamlFiles = <S extends z.ZodType>(base: string, schema: S) => defineCollection({ loader: contentGlob({ pattern: '*.yaml', base: `./content/${base}` }), schema });

/** Words of the cash-flow tool: content/i18n/cash-flow/en.yaml and it.yaml. */
const cashFlowWords = yamlFiles('i18n/cash-flow', cashFlowWordsSchema);
/** Words of the MTD checker and the deadline calendar: content/i18n/mtd-tools/en.yaml and it.yaml. */
const mtdToolsWords = yamlFiles('i18n/mtd-tools', mtdToolsWordsSchema);
/** Words of the enquiry forms: content/i18n/forms/en.yaml and it.yaml. */
const formWords = yamlFiles('i18n/forms', formWordsSchema);
/** Interface wording: content/i18n/interface/en.yaml and it.yaml. */
const interfaceWords = yamlFiles('i18n/interface', interfaceSchema);
/** Data of the Making Tax Digital pages: content/mtd-data/en.yaml and it.yaml. */
const mtdData = yamlFiles('mtd-data', mtdDataSchema);
/** The header and footer menus, both languages: content/navigation/menus.yaml (entry id `menus`). */
const navigation = yamlFiles('navigation', navigationSchema);

/**
 * The firm's facts, one entry (`facts`) per file of content/firm/, checked by the schemas of src/config.
 * Pages read them as they render (src/lib/facts.ts), so a save there shows in `npm run dev` through
 * Astro's own content reload. (astro.config.mjs and the release check read the same files through src/config.)
 */
const firmFile = <T extends object>(name: FirmDataFile, read: (raw: Record<string, unknown>) => T) =>
  defineCollection({
    loader: file(`./content/firm/${name}`, { parser: (source) => ({ facts: recordOf(parseYaml(source)) }) }),
    schema: z.custom<Record<string, unknown>>((raw) => typeof raw === 'object' && raw !== null).transform((raw) => read(raw)),
  });
const firmSite = firmFile('site.yaml', (raw) => parseSite(siteFrom(raw)));
const firmContact = firmFile('contact.yaml', parseContact);
const firmPrices = firmFile('prices.yaml', ({ vatWording, ...offers }) => ({ offers: parseOffers(offers), vatWording: parseVatWording(vatWording) }));
const firmMtdFacts = firmFile('mtd-facts.yaml', ({ sentences, ...facts }) => ({ mtdFacts: parseMtdFacts(facts), mtdSentences: parseMtdSentences(sentences) }));
const firmClaims = firmFile('claims.yaml', parseClaims);
const firmPeople = firmFile('people.yaml', parsePeople);

export const collections = {
  firmSite,
  firmContact,
  firmPrices,
  firmMtdFacts,
  firmClaims,
  firmPeople,
  pages,
  services,
  industries,
  landings,
  legal,
  resources,
  mtd,
  blog,
  testimonials,
  cashFlowWords,
  mtdToolsWords,
  formWords,
  interfaceWords,
  mtdData,
  navigation,
  /** The mistakes `npm run dev` shows in the page (src/middleware.ts); always empty in a build. */
  contentProblems: defineCollection({ loader: contentProblemsLoader }),
};
