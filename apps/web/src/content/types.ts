import type { Business } from '../lib/business';

/**
 * A public page's words, per language (docs/public-site.md). Text is plain; two inline marks are
 * understood: `[label](/path)` links (internal paths are written in English, the French site
 * prefixes `/fr` itself; `https://…` links open as written) and `**strong**`.
 */
export interface PageContent {
  /** The document title; the brand is appended (" | Maple Exchange"). At most 60 characters. */
  title: string;
  /** The meta description and Open Graph description: 70–160 characters. */
  description: string;
  /** The page's one `<h1>`. */
  heading: string;
  /** The paragraph under the heading. */
  lead: string;
  sections: readonly Section[];
  /** Legal documents: the date they took effect, ISO `YYYY-MM-DD`. */
  effective?: string;
}

export interface Section {
  /** An `<h2>`. */
  heading: string;
  blocks: readonly Block[];
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  /** An `<h3>` inside the section. */
  | { kind: 'subheading'; text: string }
  /** Questions and answers, each answer one or more paragraphs. */
  | { kind: 'faq'; items: readonly { question: string; answer: readonly string[] }[] }
  /** A highlighted remark: a risk warning, an honest limit of the product. */
  | { kind: 'note'; text: string }
  /** Label–value rows (fees, limits, hours). */
  | { kind: 'table'; caption: string; rows: readonly (readonly [string, string])[] };

/** Every page module's default export: its content, given the business it is published for. */
export type PageSource = (business: Business) => PageContent;

export const definePage = (source: PageSource): PageSource => source;
