/** Shapes of the Making Tax Digital page data in src/config/mtd-content.ts (checked by tests/unit/mtd-content.test.ts). */

export interface BusinessType {
  /** Tab id: 'sole-traders' (the default), 'contractors', 'limited-companies'. */
  id: 'sole-traders' | 'contractors' | 'limited-companies';
  /** Tab label. */
  title: string;
  description: string;
  /** What MTD requires of them. */
  requirements: string[];
  /** What they usually find hard. */
  challenges: string[];
}

export interface SoftwareCard {
  name: string;
  tagline: string;
  type: 'cloud' | 'desktop';
  /** How it is priced, in words (no figures: providers change prices). */
  priceRange: string;
  /** Our rating, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  bestFor: string;
  features: string[];
  pros: string[];
  cons: string[];
}

export interface Package {
  /** Stable id, e.g. 'essential'. */
  id: string;
  name: string;
  /** Price in pounds, as a number (the page formats it). */
  price: number;
  /** What the price is for, e.g. 'per quarter', 'one-off set-up'. */
  priceUnit: string;
  description: string;
  features: string[];
  /** Typical time to be ready, e.g. '2 to 3 weeks'. */
  timeline?: string;
}

export interface ChecklistItem {
  id: string;
  text: string;
  /** Marked as high priority. */
  highPriority?: boolean;
}

export interface Checklist {
  id: 'guide' | 'compliance';
  title: string;
  sections: { title: string; items: ChecklistItem[] }[];
}

export interface HelpFaq {
  category: 'general' | 'software' | 'deadlines' | 'penalties' | 'business-types';
  question: string;
  answer: string;
}

export interface CaseStory {
  /** Always illustrative: a made-up example, labelled as such on the page. */
  name: string;
  business: string;
  challenge: string;
  solution: string;
  outcome: string;
}
