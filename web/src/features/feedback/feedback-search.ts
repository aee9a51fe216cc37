// The query parameters of the feedback pages, read leniently (what does not parse is left out):
// the list's filters `/evidence/zpetna-vazba?status=RECEIVED&kind=BUG&mine=1` and the page a
// report comes from, `/evidence/zpetna-vazba/nahlasit?stranka=/evidence/kluby`. Apart from the
// pages' other helpers, as the route tree (in the app's entry, which every public page loads)
// reads them: nothing else belongs here.
import type { FeedbackKind, FeedbackStatus } from '../../gql/graphql';
import { parseBoolean, searchText } from '../../lib/route-params';

/** The kinds in the order the form and the filter offer them. */
export const FEEDBACK_KINDS = ['BUG', 'FEATURE', 'QUESTION', 'OTHER'] as const satisfies readonly FeedbackKind[];

/** The states in the order of a report's life. */
export const FEEDBACK_STATUSES = ['RECEIVED', 'UNDER_REVIEW_STOPA', 'UNDER_REVIEW_SUPPLIER', 'RESOLVED', 'DISMISSED'] as const satisfies readonly FeedbackStatus[];

/** The list's filters. */
export interface FeedbackSearch {
  status?: FeedbackStatus | undefined;
  kind?: FeedbackKind | undefined;
  /** Admin: only the reports of the own account. */
  mine?: true | undefined;
}

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.find((item) => item === value);
}

/** A boolean parameter as the router hands it over: `?mine=1` comes as the number 1. */
function flag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && parseBoolean(value);
}

/** The list's filters of a query string; an unknown value is no filter. */
export function parseFeedbackSearch(search: Record<string, unknown>): FeedbackSearch {
  const result: FeedbackSearch = {};
  const status = oneOf(search.status, FEEDBACK_STATUSES);
  const kind = oneOf(search.kind, FEEDBACK_KINDS);
  if (status) result.status = status;
  if (kind) result.kind = kind;
  if (flag(search.mine)) result.mine = true;
  return result;
}

/** The report form's query: the page the report comes from. */
export interface FeedbackReportSearch {
  stranka?: string | undefined;
}

export function parseFeedbackReportSearch(search: Record<string, unknown>): FeedbackReportSearch {
  const page = searchText(search.stranka)?.trim();
  return page ? { stranka: page } : {};
}
