// The members grid's place in the URL (`/evidence/clenove?q=novak&sex=FEMALE&birthYear=2010
// &region=5&club=12&department=2&role=ATHLETE&ageGroup=JUNIORS&paidSeason=3&paid=0&archived=1
// &sort=club,-birthYear&page=4&perPage=100`): a link or the back button returns to the same
// filters, order and page. The order is the sorted columns, `-` for descending. Which columns
// are shown is not in it: that is each person's own choice, kept in the browser. Read leniently (an unknown value is no filter), written
// back without empty values. The birth year is kept as typed so that the page can say why it
// does not filter ("zadejte čtyři číslice").
import type { AgeGroup, MemberRoleKind, Sex } from '../../gql/graphql';
import type { GridSort } from '../../components/data-grid/data-grid';

export interface MemberSearch {
  q?: string | undefined;
  sex?: Sex | undefined;
  /** As typed; it filters only when it is a year. */
  birthYear?: string | undefined;
  region?: number | undefined;
  club?: number | undefined;
  department?: number | undefined;
  /** A role held today (in `department` when it is set too). */
  role?: MemberRoleKind | undefined;
  ageGroup?: AgeGroup | undefined;
  paidSeason?: number | undefined;
  /** With `paidSeason`: those who did not pay (false) instead of those who did. */
  paid?: boolean | undefined;
  archived?: boolean | undefined;
  /** The sorted columns: `club,-birthYear`. */
  sort?: string | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

export const MEMBER_PAGE_SIZES = [25, 50, 100, 200] as const;

/** The columns the grid sorts by (on the server). */
export const MEMBER_SORT_COLUMNS = ['lastName', 'firstName', 'registrationNumber', 'birthYear', 'club'] as const;
/** The roles the grid filters by (a health check is not a role one looks members up by). */
export const MEMBER_FILTER_ROLES = ['ATHLETE', 'COACH', 'REFEREE', 'TECHNICAL_DELEGATE', 'INSTRUCTOR'] as const satisfies readonly MemberRoleKind[];
export const AGE_GROUPS = ['YOUTH', 'TEENAGERS', 'JUNIORS', 'ADULTS'] as const satisfies readonly AgeGroup[];

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

/** The grid's order from the URL's `sort` (unknown or repeated columns left out). */
export function sortOfSearch(sort: string | undefined): GridSort[] {
  const seen = new Set<string>();
  return (sort ?? '').split(',').flatMap((part) => {
    const descending = part.startsWith('-');
    const colId = descending ? part.slice(1) : part;
    if (!isOneOf(MEMBER_SORT_COLUMNS, colId) || seen.has(colId)) return [];
    seen.add(colId);
    return [{ colId, direction: descending ? ('desc' as const) : ('asc' as const) }];
  });
}

/** The URL's `sort` of the grid's order (undefined for the default order). */
export function searchOfSort(sort: readonly GridSort[]): string | undefined {
  const text = sort
    .filter((key) => isOneOf(MEMBER_SORT_COLUMNS, key.colId))
    .map((key) => (key.direction === 'desc' ? `-${key.colId}` : key.colId))
    .join(',');
  return text || undefined;
}

function positiveInteger(value: unknown, max = 1_000_000): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 && number <= max ? number : undefined;
}

function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return raw.trim() === '' ? undefined : raw.slice(0, max);
}

const flag = (value: unknown): boolean => value === true || value === '1' || value === 1 || value === 'true';

/** The grid's place from the query string as the router hands it over. */
export function parseMemberSearch(search: Record<string, unknown>): MemberSearch {
  const result: MemberSearch = {};
  const q = text(search.q, 100);
  const sex = search.sex === 'MALE' || search.sex === 'FEMALE' ? search.sex : undefined;
  const birthYear = text(search.birthYear, 4);
  const region = positiveInteger(search.region);
  const club = positiveInteger(search.club);
  const department = positiveInteger(search.department);
  const role = isOneOf(MEMBER_FILTER_ROLES, search.role) ? search.role : undefined;
  const ageGroup = isOneOf(AGE_GROUPS, search.ageGroup) ? search.ageGroup : undefined;
  const sort = searchOfSort(sortOfSearch(typeof search.sort === 'string' ? search.sort.slice(0, 200) : undefined));
  const paidSeason = positiveInteger(search.paidSeason);
  const page = positiveInteger(search.page, 100_000);
  const perPage = MEMBER_PAGE_SIZES.find((size) => size === positiveInteger(search.perPage));
  if (q) result.q = q;
  if (sex) result.sex = sex;
  if (birthYear) result.birthYear = birthYear;
  if (region) result.region = region;
  if (club) result.club = club;
  if (department) result.department = department;
  if (role) result.role = role;
  if (ageGroup) result.ageGroup = ageGroup;
  if (paidSeason) {
    result.paidSeason = paidSeason;
    if (search.paid !== undefined && !flag(search.paid)) result.paid = false;
  }
  if (flag(search.archived)) result.archived = true;
  if (sort) result.sort = sort;
  if (page && page > 1) result.page = page;
  if (perPage && perPage !== 50) result.perPage = perPage;
  return result;
}

/** The search after a filter (or the order) changed: back on the first page. */
export function withMemberFilter(search: MemberSearch, change: Partial<Omit<MemberSearch, 'page' | 'perPage'>>): MemberSearch {
  const next: Record<string, unknown> = { ...search, ...change, page: undefined };
  if (next.paid === false) next.paid = '0';
  if (next.archived === true) next.archived = '1';
  return parseMemberSearch(next);
}

/** How many filters are set (the order, the page and its size are not filters). */
export function activeMemberFilters(search: MemberSearch): number {
  return [search.q, search.sex, search.birthYear, search.region, search.club, search.department, search.role, search.ageGroup, search.paidSeason, search.archived].filter(
    (value) => value !== undefined,
  ).length;
}

/** Whether any filter is set (the page offers to clear them). */
export function hasMemberFilters(search: MemberSearch): boolean {
  return activeMemberFilters(search) > 0;
}
/** The birth year to filter by, or why the typed text is not one. */
export function birthYearOf(search: MemberSearch): { year?: number; problem?: string } {
  const typed = search.birthYear?.trim();
  if (!typed) return {};
  if (!/^\d{4}$/.test(typed)) return { problem: 'digits' };
  const year = Number(typed);
  const now = new Date().getFullYear();
  if (year < 1900 || year > now) return { problem: 'range' };
  return { year };
}
