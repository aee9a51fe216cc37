// The filters of /evidence/prestupy-a-hostovani, kept in the URL (`?state=RELEASED&kind=…&club=12
// &department=1&season=3&page=2`): read from the query leniently (an unknown value is no filter),
// written back without empty values, and turned into the API's filter. Apart from the page's
// other helpers, as the route tree (in the app's entry) reads them.
import type { TransferFilterInput, TransferKind, TransferState, TransfersInput } from '../../gql/graphql';

/** Every state, in the order of an inquiry's life (the filter's choices). */
export const TRANSFER_STATES: readonly TransferState[] = ['REQUESTED', 'RELEASED', 'APPROVED', 'DONE', 'ENDED', 'REJECTED', 'WITHDRAWN', 'EXPIRED'];
export const TRANSFER_KINDS: readonly TransferKind[] = ['TRANSFER', 'HOSTING'];

/** Inquiries per page. */
export const TRANSFERS_PER_PAGE = 25;

/** The page's query parameters. */
export interface TransferSearch {
  state?: TransferState | undefined;
  kind?: TransferKind | undefined;
  club?: number | undefined;
  department?: number | undefined;
  season?: number | undefined;
  page?: number | undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.find((item) => item === value);
}

/** The filters of a query string as the router hands it over; what does not parse is left out. */
export function parseTransferSearch(search: Record<string, unknown>): TransferSearch {
  const result: TransferSearch = {};
  const state = oneOf(search.state, TRANSFER_STATES);
  const kind = oneOf(search.kind, TRANSFER_KINDS);
  const club = positiveInteger(search.club);
  const department = positiveInteger(search.department);
  const season = positiveInteger(search.season);
  const page = positiveInteger(search.page);
  if (state) result.state = state;
  if (kind) result.kind = kind;
  if (club) result.club = club;
  if (department) result.department = department;
  if (season) result.season = season;
  if (page && page > 1) result.page = page;
  return result;
}

/** The search after one filter changed: the new value (or none for ''), back on the first page. */
export function withFilter(search: TransferSearch, name: Exclude<keyof TransferSearch, 'page'>, value: string): TransferSearch {
  const next: Record<string, unknown> = { ...search, [name]: value === '' ? undefined : value, page: undefined };
  return parseTransferSearch(next);
}

/** Whether any filter is set (the page offers to clear them). */
export function hasFilters(search: TransferSearch): boolean {
  return Boolean(search.state ?? search.kind ?? search.club ?? search.department ?? search.season);
}

/** The API's input for the page's search. */
export function transfersInput(search: TransferSearch): TransfersInput {
  const filter: TransferFilterInput = {
    state: search.state ?? null,
    kind: search.kind ?? null,
    clubId: search.club ?? null,
    departmentId: search.department ?? null,
    seasonId: search.season ?? null,
    memberId: null,
  };
  return { page: search.page ?? 1, perPage: TRANSFERS_PER_PAGE, filter };
}
