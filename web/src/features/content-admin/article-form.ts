// The article builder's values, pure so that they are tested apart: the three tabs and the
// fields each holds (a refusal of the server opens the tab of its first field), the values of a
// saved article, the input `createArticle`/`updateArticle` take, and the published-at time as
// the date-time input shows it (Prague's wall time) and the server keeps it (an instant).
import type { ArticleInput } from '../../gql/graphql';
import { formatDate, formatTime, pragueParts } from '../../lib/format';
import { messages } from '../../lib/validation';
import { z } from '../../lib/zod';
import type { ContentImageData } from './api/content-image';
import { ARTICLE_TABS, type ArticleTab } from './article-tabs';

export { ARTICLE_TABS, type ArticleTab } from './article-tabs';


export const articleFormSchema = z.object({
  title: z.string().trim().min(1, messages.required),
  perex: z.string(),
  author: z.string(),
  body: z.string(),
  mainImage: z.custom<ContentImageData | null>(),
  active: z.boolean(),
  /** The parent's id as the select gives it; '' for none. */
  parentId: z.string(),
  /** Prague's wall time as the datetime-local input gives it ("2027-01-05T18:00"); '' for none. */
  publishedAt: z.string(),
  slug: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.custom<ContentImageData | null>(),
});

export type ArticleFormValues = z.infer<typeof articleFormSchema>;
export type ArticleField = keyof ArticleFormValues;

/** The fields of each tab, in the order they are shown. */
export const TAB_FIELDS: Record<ArticleTab, readonly ArticleField[]> = {
  zakladni: ['title', 'perex', 'author', 'body'],
  nastaveni: ['mainImage', 'active', 'parentId', 'publishedAt'],
  seo: ['slug', 'seoTitle', 'seoDescription', 'ogTitle', 'ogDescription', 'ogImage'],
};

/** The form's field a field name of the server's refusal stands for (the input names the
 * images by their ids), or undefined for a name the form does not have. */
export function articleField(serverField: string): ArticleField | undefined {
  if (serverField === 'mainImageId') return 'mainImage';
  if (serverField === 'ogImageId') return 'ogImage';
  return ARTICLE_TABS.flatMap((tab) => TAB_FIELDS[tab]).find((field) => field === serverField);
}

/** The tab that shows a field. */
export function tabOf(field: ArticleField): ArticleTab {
  return ARTICLE_TABS.find((tab) => TAB_FIELDS[tab].includes(field)) ?? 'zakladni';
}

/** The tab to open for a refusal: the first tab (in the tabs' order) holding a refused field;
 * undefined when none is the form's. */
export function firstErrorTab(fields: readonly ArticleField[]): ArticleTab | undefined {
  return ARTICLE_TABS.find((tab) => fields.some((field) => tabOf(field) === tab));
}

/** A saved article as the builder reads it. */
export interface ArticleData {
  title: string;
  slug: string;
  perex: string;
  author: string;
  body: string;
  mainImage?: ContentImageData | null | undefined;
  active: boolean;
  parentId?: number | null | undefined;
  publishedAt?: string | null | undefined;
  seoTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
  ogTitle?: string | null | undefined;
  ogDescription?: string | null | undefined;
  ogImage?: ContentImageData | null | undefined;
}

/** A new article: a draft, not active, without a time, signed by `author`. */
export function newArticle(author = ''): ArticleFormValues {
  return {
    title: '',
    perex: '',
    author,
    body: '',
    mainImage: null,
    active: false,
    parentId: '',
    publishedAt: '',
    slug: '',
    seoTitle: '',
    seoDescription: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: null,
  };
}

export function articleFormValues(article: ArticleData): ArticleFormValues {
  return {
    title: article.title,
    perex: article.perex,
    author: article.author,
    body: article.body,
    mainImage: article.mainImage ?? null,
    active: article.active,
    parentId: article.parentId == null ? '' : String(article.parentId),
    publishedAt: isoToPragueLocal(article.publishedAt),
    slug: article.slug,
    seoTitle: article.seoTitle ?? '',
    seoDescription: article.seoDescription ?? '',
    ogTitle: article.ogTitle ?? '',
    ogDescription: article.ogDescription ?? '',
    ogImage: article.ogImage ?? null,
  };
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export function articleInput(values: ArticleFormValues): ArticleInput {
  return {
    title: values.title.trim(),
    slug: optional(values.slug),
    perex: values.perex.trim(),
    author: values.author.trim(),
    mainImageId: values.mainImage?.id ?? null,
    active: values.active,
    parentId: values.parentId === '' ? null : Number(values.parentId),
    publishedAt: pragueLocalToIso(values.publishedAt),
    body: values.body,
    seoTitle: optional(values.seoTitle),
    seoDescription: optional(values.seoDescription),
    ogTitle: optional(values.ogTitle),
    ogDescription: optional(values.ogDescription),
    ogImageId: values.ogImage?.id ?? null,
  };
}

/** The state of an article in the library: public, inactive, scheduled (active, its time to
 * come) or a draft (no time). */
export type ArticleState = 'public' | 'inactive' | 'scheduled' | 'draft';

export function articleState(article: { active: boolean; isPublic: boolean; publishedAt?: string | null | undefined }): ArticleState {
  if (article.isPublic) return 'public';
  if (!article.active) return 'inactive';
  return article.publishedAt ? 'scheduled' : 'draft';
}

/** Minutes Prague is ahead of UTC at an instant. */
function pragueOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute } = pragueParts(instant);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
}

/** "2027-01-05T18:00" (Prague's wall time) as an instant in UTC ("2027-01-05T17:00:00.000Z");
 * '' or a malformed value: null. */
export function pragueLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the instant the wall time names (the guess is off by the offset itself).
  const offset = pragueOffsetMinutes(new Date(guess - pragueOffsetMinutes(new Date(guess)) * 60000));
  return new Date(guess - offset * 60000).toISOString();
}

/** An instant as Prague's wall time for a datetime-local input: "2027-01-05T18:00". */
export function isoToPragueLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + pragueOffsetMinutes(instant) * 60000).toISOString().slice(0, 16);
}

/** "5. 1. 2027 18:00" in Prague. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}
