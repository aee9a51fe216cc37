// The filter of the department grids (/evidence/role-v-useku/{departmentId}/treneri, …,
// /evidence/role-v-useku/cvicitele), kept in the URL (`?search=novak&validity=ALL
// &qualification=LEVEL2&course=Harrachov&page=2&perPage=100`): read from the query leniently
// (what does not parse is no filter), written back without empty or default values, and turned
// into the API's variables and the workbook's query. Apart from the pages' other helpers, as the
// route tree (in the app's entry) reads it.
import type { MemberRoleKind, RoleHoldersQueryVariables, RoleValidity } from '../../gql/graphql';

/** The validity filter's choices, the default (in force today) first. */
export const ROLE_VALIDITIES: readonly RoleValidity[] = ['VALID', 'EXPIRING', 'EXPIRED', 'ALL'];
/** The rows a page may show (the grid's pager offers them). */
export const ROLE_PAGE_SIZES: readonly number[] = [25, 50, 100, 200];
/** Rows per page unless the URL says otherwise. */
export const DEFAULT_PER_PAGE = 50;
/** The longest text the server searches by. */
export const MAX_SEARCH_CHARS = 100;

/** The grid's query parameters; the defaults (in force today, page 1, 50 rows) are left out. */
export interface RoleHolderSearch {
  search?: string | undefined;
  validity?: Exclude<RoleValidity, 'VALID'> | undefined;
  qualification?: string | undefined;
  course?: string | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

/** A query parameter as text: the router reads `?search=100234` as a number. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const trimmed = raw.trim().slice(0, MAX_SEARCH_CHARS);
  return trimmed === '' ? undefined : trimmed;
}

function positiveInteger(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(raw)) return undefined;
  const number = Number(raw);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The filter of a query string as the router hands it over; what does not parse is left out. */
export function parseRoleHolderSearch(raw: Record<string, unknown>): RoleHolderSearch {
  const result: RoleHolderSearch = {};
  const search = text(raw.search);
  const validity = ROLE_VALIDITIES.find((value) => value === raw.validity);
  // A qualification is a value of an enum (LEVEL2, ILP, REFEREE_SPECIALIST); the page offers
  // those of its kind.
  const qualification = typeof raw.qualification === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(raw.qualification) ? raw.qualification : undefined;
  const course = text(raw.course);
  const page = positiveInteger(raw.page);
  const perPage = positiveInteger(raw.perPage);
  if (search) result.search = search;
  if (validity && validity !== 'VALID') result.validity = validity;
  if (qualification) result.qualification = qualification;
  if (course) result.course = course;
  if (page && page > 1) result.page = page;
  if (perPage && perPage !== DEFAULT_PER_PAGE && ROLE_PAGE_SIZES.includes(perPage)) result.perPage = perPage;
  return result;
}

/** How a grid page moves: to a new filter or page (`replace` while a search is being typed). */
export type OnRoleSearch = (search: RoleHolderSearch, replace?: boolean) => void;

/** The validity the grid shows (in force today unless the URL says otherwise). */
export function validityOf(search: RoleHolderSearch): RoleValidity {
  return search.validity ?? 'VALID';
}

/** The search after one filter changed: the new value (none for ''), back on the first page. */
export function withFilter(search: RoleHolderSearch, name: 'search' | 'validity' | 'qualification' | 'course', value: string): RoleHolderSearch {
  return parseRoleHolderSearch({ ...search, [name]: value === '' ? undefined : value, page: undefined });
}

/** Whether any filter differs from the default (the page offers to clear them). */
export function hasFilters(search: RoleHolderSearch): boolean {
  return Boolean(search.search ?? search.validity ?? search.qualification ?? search.course);
}

/** The filter without the paging: what a department or list switch keeps. */
export function filterOnly(search: RoleHolderSearch): RoleHolderSearch {
  return parseRoleHolderSearch({ ...search, page: undefined });
}

/** The API's variables of a grid page: the kind, its department (none for instructors), the
 * filter with unset parts as null, the page. */
export function roleHoldersVariables(kind: MemberRoleKind, departmentId: number | undefined, search: RoleHolderSearch): RoleHoldersQueryVariables {
  return {
    kind,
    departmentId: departmentId ?? null,
    filter: {
      search: search.search ?? null,
      validity: validityOf(search),
      qualification: search.qualification ?? null,
      course: search.course ?? null,
    },
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
  };
}

/** The workbook of the grid: the server's `exportUrl` with the filter as query parameters
 * (`search`, `validity`, `qualification`, `course`; the paging is not the workbook's). */
export function roleHoldersExportUrl(exportUrl: string, search: RoleHolderSearch): string {
  const query = new URLSearchParams();
  if (search.search) query.set('search', search.search);
  query.set('validity', validityOf(search));
  if (search.qualification) query.set('qualification', search.qualification);
  if (search.course) query.set('course', search.course);
  return `${exportUrl}${exportUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}
