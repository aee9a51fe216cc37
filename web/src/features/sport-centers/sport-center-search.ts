// The query parameters of the sport-center pages, kept in the URL and read leniently (what does
// not parse is no choice): the overview's `?evidenceSeasonId=3&departmentId=1` and the public
// national team's `?department=cc` (a department's code, as the public calendar names it). Apart
// from the pages' other helpers, as the route tree (in the app's entry) reads them.

/** The overview's choices: the evidence season (the current one when absent) and a department
 * (every department of the asker's scope when absent). */
export interface SportCenterSearch {
  evidenceSeasonId?: number | undefined;
  departmentId?: number | undefined;
}

/** The public page's choice: a department's code. */
export interface RepresentationSearch {
  department?: string | undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The overview's choices of a query string as the router hands it over. */
export function parseSportCenterSearch(search: Record<string, unknown>): SportCenterSearch {
  const result: SportCenterSearch = {};
  const evidenceSeasonId = positiveInteger(search.evidenceSeasonId);
  const departmentId = positiveInteger(search.departmentId);
  if (evidenceSeasonId) result.evidenceSeasonId = evidenceSeasonId;
  if (departmentId) result.departmentId = departmentId;
  return result;
}

/** The overview's search after one choice changed: the new value, or none for ''. */
export function withSportCenterChoice(search: SportCenterSearch, name: keyof SportCenterSearch, value: string): SportCenterSearch {
  return parseSportCenterSearch({ ...search, [name]: value === '' ? undefined : value });
}

/** The public page's department code: lowercase letters, digits and dashes (`cc`, `pal`), else none. */
export function parseRepresentationSearch(search: Record<string, unknown>): RepresentationSearch {
  const code = typeof search.department === 'string' ? search.department.trim().toLowerCase() : '';
  return /^[a-z0-9-]{1,20}$/.test(code) ? { department: code } : {};
}
