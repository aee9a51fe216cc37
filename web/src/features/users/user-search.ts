// The filters of /evidence/uzivatele, kept in the URL (`?q=novak&type=TEAM&state=BLOCKED&page=2`):
// read leniently (an unknown value is no filter), written back without empty values, and turned
// into the API's input. An account's page gets the list's query in `datagridFilter` (spec §2), so
// that "Zpět na seznam" returns to the same filters and page.
import type { IdentityType, UsersInput } from '../../gql/graphql';

/** The identity types a list can be filtered by, in the order of spec §6. */
export const USER_IDENTITY_TYPES: readonly Exclude<IdentityType, 'PUBLIC'>[] = ['ADMIN', 'PERSON', 'TEAM', 'AREA', 'SECTION', 'TIMEKEEPER'];
export const USER_STATES = ['ACTIVE', 'BLOCKED'] as const;
export type UserState = (typeof USER_STATES)[number];

/** Accounts per page. */
export const USERS_PER_PAGE = 50;
/** The longest search the server accepts. */
export const USER_SEARCH_MAX = 100;

export interface UserSearch {
  q?: string | undefined;
  type?: Exclude<IdentityType, 'PUBLIC'> | undefined;
  state?: UserState | undefined;
  page?: number | undefined;
}

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.find((item) => item === value);
}

function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/** The filters of a query string as the router hands it over; what does not parse is left out. */
export function parseUserSearch(search: Record<string, unknown>): UserSearch {
  const result: UserSearch = {};
  const q = typeof search.q === 'string' ? search.q.slice(0, USER_SEARCH_MAX) : typeof search.q === 'number' ? String(search.q) : '';
  const type = oneOf(search.type, USER_IDENTITY_TYPES);
  const state = oneOf(search.state, USER_STATES);
  const page = positiveInteger(search.page);
  if (q.trim() !== '') result.q = q;
  if (type) result.type = type;
  if (state) result.state = state;
  if (page && page > 1) result.page = page;
  return result;
}

/** The search after one filter changed: the new value (or none for ''), back on the first page. */
export function withUserFilter(search: UserSearch, name: Exclude<keyof UserSearch, 'page'>, value: string): UserSearch {
  return parseUserSearch({ ...search, [name]: value === '' ? undefined : value, page: undefined });
}

/** Whether any filter is set (the page offers to clear them). */
export function hasUserFilters(search: UserSearch): boolean {
  return Boolean(search.q ?? search.type ?? search.state);
}

/** The API's input for the page's search. */
export function usersInput(search: UserSearch): UsersInput {
  return {
    search: search.q?.trim() ? search.q.trim() : null,
    identityType: search.type ?? null,
    blocked: search.state === undefined ? null : search.state === 'BLOCKED',
    page: search.page ?? 1,
    perPage: USERS_PER_PAGE,
  };
}

/** The list's query as one string for an account's `datagridFilter` ('' when there is none). */
export function toDatagridFilter(search: UserSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.type) params.set('type', search.type);
  if (search.state) params.set('state', search.state);
  if (search.page) params.set('page', String(search.page));
  return params.toString();
}

/** The list's filters back from an account's `datagridFilter` (anything else in it is dropped). */
export function fromDatagridFilter(text: string | undefined): UserSearch {
  if (!text) return {};
  return parseUserSearch(Object.fromEntries(new URLSearchParams(text.slice(0, 500))));
}
