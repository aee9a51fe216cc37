// The page a report is about: what the header's "Nahlásit problém" writes into `?stranka=`, what
// the form starts with, and whether a stored page may be a link. Pure and light (the header
// uses it on every evidence page).

/** The path of the report form. */
export const REPORT_PATH = '/evidence/zpetna-vazba/nahlasit';

/** A page is kept to 500 characters, as the server keeps it. */
const MAX_PAGE_CHARS = 500;

/** The page a report made from `href` (the app's location now: path, query, hash) is about: the
 * location without its hash; on the report form itself, the page it was opened for. */
export function reportedPage(href: string): string | undefined {
  const [withoutHash = ''] = href.split('#');
  const [path = '', query = ''] = withoutHash.split('?');
  if (path.replace(/\/+$/, '') !== REPORT_PATH) return withoutHash || undefined;
  return new URLSearchParams(query).get('stranka')?.trim() || undefined;
}

/** The report's page when the form opens: the `?stranka=` the "Nahlásit problém" link wrote,
 * else the path of the page the browser came from when that was one of the app's own (not the
 * report form itself); else nothing. */
export function initialPage(stranka: string | undefined, referrer: string, origin: string): string {
  if (stranka) return [...stranka].slice(0, MAX_PAGE_CHARS).join('');
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.origin !== origin || url.pathname === REPORT_PATH) return '';
    return `${url.pathname}${url.search}`;
  } catch {
    return '';
  }
}

/** The app's path a stored page links to, or undefined when it is not one: only a path of this
 * site ("/evidence/kluby"), never another site ("//example.com", "https://…"). */
export function internalPath(page: string | null | undefined): string | undefined {
  const text = page?.trim() ?? '';
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return undefined;
  return /[\s\\]/.test(text) ? undefined : text;
}
