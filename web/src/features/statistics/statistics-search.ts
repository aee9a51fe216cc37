// The statistics page's choices, kept in the URL and read leniently (what does not parse is no
// choice): `/evidence/statistiky/kluby?year=2026&kind=COMPETITOR_6_TO_19&departmentId=3`.
import type { StatisticsKind } from '../../gql/graphql';

export const STATISTICS_KINDS = [
  'MEMBER',
  'COMPETITOR',
  'COMPETITOR_6_TO_19',
  'COMPETITOR_11_TO_16',
  'COMPETITOR_PER_DEPARTMENT',
  'COACH_PER_DEPARTMENT',
  'INSTRUCTOR_PER_DEPARTMENT',
  'REFEREE_PER_DEPARTMENT',
  'TECHNICAL_DELEGATE_PER_DEPARTMENT',
  'RACING_EVENT',
] as const satisfies readonly StatisticsKind[];

/** The kinds counted per department (the department choice applies to them); instructors' licences
 * belong to no department. */
export const PER_DEPARTMENT: readonly StatisticsKind[] = [
  'COMPETITOR_PER_DEPARTMENT',
  'COACH_PER_DEPARTMENT',
  'REFEREE_PER_DEPARTMENT',
  'TECHNICAL_DELEGATE_PER_DEPARTMENT',
  'RACING_EVENT',
];

export type StatisticsTab = 'kluby' | 'kraje';

export interface StatisticsSearch {
  year?: number | undefined;
  kind?: StatisticsKind | undefined;
  departmentId?: number | undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/** The choices of a query string as the router hands it over. */
export function parseStatisticsSearch(search: Record<string, unknown>): StatisticsSearch {
  const result: StatisticsSearch = {};
  const year = positiveInteger(search.year);
  if (year && year >= 1900 && year <= 2999) result.year = year;
  const kind = STATISTICS_KINDS.find((candidate) => candidate === search.kind);
  if (kind) result.kind = kind;
  const departmentId = positiveInteger(search.departmentId);
  if (departmentId) result.departmentId = departmentId;
  return result;
}

/** The tab of a path segment: `kluby` or `kraje`, else none. */
export function parseStatisticsTab(segment: string): StatisticsTab | undefined {
  return segment === 'kluby' || segment === 'kraje' ? segment : undefined;
}
