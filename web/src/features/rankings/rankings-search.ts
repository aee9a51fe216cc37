// The rankings pages' choices, kept in the URL and read leniently (what does not parse is no
// choice): `/zebricky-a-listiny-bodu/1?season=2027&ranking=4&category=U16&sex=MALE`. Apart from
// the pages' other helpers, as the route tree (in the app's entry) reads them.
import type { RankingCategory, Sex } from '../../gql/graphql';

/** The age categories in the order the select offers them (`ALL`: every age). */
export const RANKING_CATEGORIES = ['ALL', 'U10', 'U12', 'U14', 'U16', 'U18', 'U21', 'ADULT'] as const satisfies readonly RankingCategory[];

/** The sexes in the order the toggle shows them. */
export const RANKING_SEXES = ['FEMALE', 'MALE'] as const satisfies readonly Sex[];

export interface RankingsSearch {
  /** The racing season by the year it ends (2027 = 2026/27); none: the latest. */
  season?: number | undefined;
  /** The ranking shown; none: the season's first. */
  ranking?: number | undefined;
  category?: RankingCategory | undefined;
  sex?: Sex | undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/** The choices of a query string as the router hands it over. */
export function parseRankingsSearch(search: Record<string, unknown>): RankingsSearch {
  const result: RankingsSearch = {};
  const season = positiveInteger(search.season);
  if (season && season >= 1990 && season <= 2200) result.season = season;
  const ranking = positiveInteger(search.ranking);
  if (ranking) result.ranking = ranking;
  const category = RANKING_CATEGORIES.find((candidate) => candidate === search.category);
  if (category) result.category = category;
  const sex = RANKING_SEXES.find((candidate) => candidate === search.sex);
  if (sex) result.sex = sex;
  return result;
}

/** The department the menus open: Běh na lyžích, the codebook's first (a Section's staff open
 * their own). */
export const DEFAULT_DEPARTMENT_ID = 1;

/** The two pages' paths: the evidence's (with management) and the public one. */
export type RankingsPath = '/evidence/zebricky-a-listiny-bodu/$departmentId' | '/zebricky-a-listiny-bodu/$departmentId';
