import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/*
 * Content collections. Every page's words live in MDX under content/<collection>/; the structured
 * parts (hero, cards, FAQs, calls to action) are frontmatter checked here, so a typo fails the build
 * with a message naming the file and the field. Schemas are strict: an unknown field is an error too.
 */

/** A site path ('/contact'), an in-page anchor ('#book-now') or a tel:/mailto: link. */
const href = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|tel:\+?\d+|mailto:\S+)$/, "must be a site path such as '/contact', an anchor such as '#book-now', or a tel:/mailto: link");

/** Title and description every page needs for search engines and sharing. */
const seoFields = {
  /** Page title, shown in the browser tab and search results (the site name is appended). */
  title: z.string().min(3).max(70),
  /** Meta description: one or two sentences, at most 160 characters. */
  description: z.string().min(50).max(160),
  /** Hidden from the built site while true. */
  draft: z.boolean().default(false),
};

/** An image from src/assets with its alternative text, which is required. */
const imageWithAlt = ({ image }: SchemaContext) =>
  z
    .object({
      /** Path to an image in src/assets, relative to the MDX file. */
      src: image(),
      /** What the image shows, for people who cannot see it; required. */
      alt: z.string().min(3),
    })
    .strict();

/** A link shown as a button. */
const action = z
  .object({
    /** Button text. */
    label: z.string().min(2),
    /** Where it goes. */
    href,
    /** Primary (filled) or secondary (outlined). */
    variant: z.enum(['primary', 'secondary']).default('primary'),
  })
  .strict();

/** A card: a short title, a sentence or two, and optionally a link. */
const card = z
  .object({
    /** Card heading. */
    title: z.string().min(2),
    /** One or two sentences. */
    text: z.string().min(10),
    /** Optional link target. */
    href: href.optional(),
    /** Optional bullet points. */
    features: z.array(z.string().min(2)).optional(),
  })
  .strict();

/** A question and its answer, rendered visibly and as FAQPage JSON-LD. */
const faq = z.object({ question: z.string().min(5), answer: z.string().min(10) }).strict();

/** Hero at the top of a page. */
const hero = (ctx: SchemaContext) =>
  z
    .object({
      /** The page's one h1. */
      heading: z.string().min(3),
      /** Sentence under the heading. */
      lead: z.string().min(10),
      /** Buttons under the lead. */
      actions: z.array(action).max(3).default([]),
      /** Optional illustration. */
      image: imageWithAlt(ctx).optional(),
    })
    .strict();

/** Home, about, hub pages and other one-off pages. */
const pages = defineCollection({
  loader: glob({ base: './content/pages', pattern: '**/*.{md,mdx}' }),
  schema: (ctx) =>
    z
      .object({
        ...seoFields,
        hero: hero(ctx),
        /** Titled groups of cards shown after the body. */
        sections: z
          .array(
            z
              .object({
                /** Section heading (h2). */
                heading: z.string().min(2),
                /** Optional sentence under the heading. */
                intro: z.string().min(10).optional(),
                /** Cards in this section. */
                cards: z.array(card).min(1),
              })
              .strict(),
          )
          .default([]),
        /** Closing call to action. */
        cta: z.object({ heading: z.string().min(3), text: z.string().min(10), actions: z.array(action).min(1) }).strict().optional(),
      })
      .strict(),
});

/** Privacy notice and terms: each is a page at /<id>. */
const legal = defineCollection({
  loader: glob({ base: './content/legal', pattern: '**/*.{md,mdx}' }),
  schema: z
    .object({
      ...seoFields,
      /** The page heading (h1). */
      heading: z.string().min(3),
      /** Date this text was last changed; shown as 'Last updated'. */
      updated: z.coerce.date(),
    })
    .strict(),
});

/** Service pages under /services. Later issues extend the fields they need. */
const services = defineCollection({
  loader: glob({ base: './content/services', pattern: '**/*.{md,mdx}' }),
  schema: (ctx) =>
    z
      .object({
        ...seoFields,
        hero: hero(ctx),
        /** Feature cards. */
        cards: z.array(card).default([]),
        /** Benefits. */
        benefits: z.array(card).default([]),
        /** Frequently asked questions. */
        faqs: z.array(faq).default([]),
        /** Closing call to action. */
        cta: z.object({ heading: z.string().min(3), text: z.string().min(10), actions: z.array(action).min(1) }).strict().optional(),
      })
      .strict(),
});

/** Industry pages under /industries. */
const industries = defineCollection({
  loader: glob({ base: './content/industries', pattern: '**/*.{md,mdx}' }),
  schema: (ctx) =>
    z
      .object({
        ...seoFields,
        hero: hero(ctx),
        cards: z.array(card).default([]),
        /** Services this industry page points to. */
        services: z.array(reference('services')).default([]),
        faqs: z.array(faq).default([]),
      })
      .strict(),
});

/** Making Tax Digital guides. */
const mtd = defineCollection({
  loader: glob({ base: './content/mtd', pattern: '**/*.{md,mdx}' }),
  schema: (ctx) => z.object({ ...seoFields, hero: hero(ctx), faqs: z.array(faq).default([]) }).strict(),
});

/** Blog posts under /blog/making-tax-digital. */
const blog = defineCollection({
  loader: glob({ base: './content/blog', pattern: '**/*.{md,mdx}' }),
  schema: (ctx) =>
    z
      .object({
        ...seoFields,
        /** Author's name as shown. */
        author: z.string().min(2),
        /** Publication date. */
        date: z.coerce.date(),
        /** One category slug. */
        category: z.string().regex(/^[a-z0-9-]+$/),
        /** Tag slugs. */
        tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
        /** Shown as the featured post. */
        featured: z.boolean().default(false),
        /** Optional cover image. */
        image: imageWithAlt(ctx).optional(),
      })
      .strict(),
});

/** Guides, articles and downloads under /resources. */
const resources = defineCollection({
  loader: glob({ base: './content/resources', pattern: '**/*.{md,mdx}' }),
  schema: z
    .object({
      ...seoFields,
      /** guide, blog or ebook. */
      type: z.enum(['guide', 'blog', 'ebook']),
      /** Category label shown on the card. */
      category: z.string().min(2),
      /** Publication date. */
      date: z.coerce.date().optional(),
    })
    .strict(),
});

export const collections = { pages, legal, services, industries, mtd, blog, resources };
