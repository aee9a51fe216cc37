// Pure helpers of the public content pages: the Czech date of an article, the page title, the
// phone link and initials of a person and which heading a builder page's section gets.
import { pragueParts } from '../../lib/format';

/** The months in the genitive, as a Czech date says them: "3. prosince 2026". */
const MONTHS = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'] as const;

/** "3. prosince 2026": the day an article was published, in Prague. */
export function formatArticleDate(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const { day, month, year } = pragueParts(date);
  return `${day}. ${MONTHS[month - 1]} ${year}`;
}

/** The title a page shows in the browser: its SEO title when it has one, else its title. */
export function contentTitle(item: { title: string; seoTitle?: string | null }): string {
  const seo = item.seoTitle?.trim();
  return seo ? seo : item.title;
}

/** The `tel:` address of a phone number as people write it ("+420 602 123 456"); null when it
 * holds no digits. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** "JN" of "Jana Nováková": what a person's card shows in place of a missing photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('cs'))
    .join('');
}

/** Whether a builder page starts with a HERO: its title (or the page's, when it has none) is then
 * the page's one `h1`; any other page gets the page title as its `h1` above the sections, and
 * later HERO sections take an `h2`. */
export function startsWithHero(sections: readonly { kind: string }[]): boolean {
  return sections[0]?.kind === 'HERO';
}
