// What the results pages say: a place "3. z 25" or the status, a row's status code, runs, the
// columns a result list needs, the status badges and actions, an import's progress, pairing
// suggestions grouped by row, a member's results grouped by season and their statistics. Pure, so the rules are
// tested apart from the pages.
import type { ResultFormat, ResultImportState, ResultRaceStatus, ResultStatus } from '../../gql/graphql';
import { formatDate, formatNumber, formatYearRange, formatPercent, formatTime, plural, progressFigures } from '../../lib/format';
import { type TranslationKey, catalogue, isTranslationKey, t, tf } from '../../lib/i18n';

/** The files the server reads (FIS XML, a ZIP of them, the clubs' timing tool's JSON). */
export const RESULT_ACCEPT = ['.xml', '.zip', '.json'] as const;
/** The server's limit (stopa_app::results::MAX_RESULT_FILE_BYTES). */
export const MAX_RESULT_BYTES = 20 * 1024 * 1024;

export const RESULT_FORMATS: readonly ResultFormat[] = ['FIS_XML', 'FIS_XML_DATASET', 'CROSS_COUNTRY_JSON'];

/** The format chosen in the select: '' lets the server tell it from the file. */
export function parseFormat(value: string): ResultFormat | null {
  return RESULT_FORMATS.find((format) => format === value) ?? null;
}

export const formatLabel = (format: ResultFormat): string => t(`results.upload.format.${format}`);

/** "3. z 25" for a ranked result; the status in Czech ("nedokončil(a)") for one without a rank. */
export function placeText(result: { rank?: number | null; rowCount: number; statusLabel: string }): string {
  return result.rank != null ? tf('results.member.rankOf', { rank: String(result.rank), count: formatNumber(result.rowCount) }) : result.statusLabel;
}

/** The status code a row shows (with its Czech label as the title), none for a classified row. */
export function shownStatus(row: { status: ResultStatus; statusLabel: string }): { code: string; label: string } | null {
  return row.status === 'QLF' ? null : { code: row.status, label: row.statusLabel };
}

/** The winner's difference ("+0,00") says nothing: it is left empty. */
export function differenceText(difference: string | null | undefined): string {
  if (!difference) return '';
  return /^\+?[0:,.]+$/.test(difference) ? '' : difference;
}

export interface RunLike {
  number: number;
  jump: boolean;
  time?: string | null;
  status?: string | null;
  distance?: string | null;
  points?: string | null;
}

/** A run's cell: its time, a jump's distance and points, or the status written in its place. */
export function runText(run: RunLike | undefined): string {
  if (!run) return '';
  if (run.status) return run.status;
  if (run.jump) {
    if (!run.distance) return run.points ?? '';
    return run.points ? tf('results.list.jumpPoints', { distance: run.distance, points: run.points }) : tf('results.list.distance', { distance: run.distance });
  }
  return run.time ?? '';
}

export interface RowLike {
  bib?: number | null;
  nation?: string | null;
  fisPoints?: string | null;
  racePoints?: string | null;
  score?: string | null;
  status: ResultStatus;
  runs: readonly RunLike[];
}

/** Which optional columns a result list shows: only those some row fills. */
export interface ResultColumns {
  bib: boolean;
  nation: boolean;
  /** Run numbers with their header ("1. kolo", "2. skok") when the race has more runs. */
  runs: { number: number; jump: boolean }[];
  fisPoints: boolean;
  racePoints: boolean;
  score: boolean;
  status: boolean;
}

export function resultColumns(race: { runCount: number }, rows: readonly RowLike[]): ResultColumns {
  const runCount = Math.max(race.runCount, ...rows.map((row) => row.runs.length), 0);
  const runs =
    runCount > 1
      ? Array.from({ length: runCount }, (_, index) => ({
          number: index + 1,
          jump: rows.some((row) => row.runs.find((run) => run.number === index + 1)?.jump === true),
        }))
      : [];
  return {
    bib: rows.some((row) => row.bib != null),
    // The nation says something only when the athletes come from more than one country.
    nation: new Set(rows.map((row) => row.nation).filter(Boolean)).size > 1,
    runs,
    fisPoints: rows.some((row) => !!row.fisPoints),
    racePoints: rows.some((row) => !!row.racePoints),
    score: rows.some((row) => !!row.score),
    status: rows.some((row) => row.status !== 'QLF'),
  };
}

export const runHeader = (run: { number: number; jump: boolean }): string =>
  tf(run.jump ? 'results.list.jump' : 'results.list.run', { number: String(run.number) });

/** The badge of a result race's status (its Czech label comes from the server). */
export function raceStatusBadgeClass(status: ResultRaceStatus): string {
  switch (status) {
    case 'PUBLISHED':
      return 'badge badge-approved';
    case 'CHECKED':
      return 'badge badge-results';
    case 'CANCELED':
      return 'badge badge-rejected';
    case 'HIDDEN':
      return 'badge badge-warning';
    default:
      return 'badge badge-pending';
  }
}

/** What the button moving a race to `status` says ("Zkontrolovat", "Zveřejnit"). */
export const statusActionLabel = (status: ResultRaceStatus): string => t(`results.action.${status}`);

/** The question before a status change, saying who will see the results after it. */
export function statusChangeQuestion(status: ResultRaceStatus, name: string): string {
  return t(`results.statusChange.question.${status}`).replace('{name}', name);
}

/** A button style by what the move does: publishing is the main one, cancelling the danger. */
export function statusActionClass(status: ResultRaceStatus): string {
  if (status === 'PUBLISHED' || status === 'CHECKED') return 'button';
  if (status === 'CANCELED') return 'button-danger';
  return 'button-secondary';
}

/** "FIS kód", "automaticky", "ručně"; null for an unknown way. */
export function pairingLabel(pairing: string | null | undefined): string | null {
  return pairing === 'FIS_CODE' || pairing === 'AUTO' || pairing === 'MANUAL' ? t(`results.pairing.${pairing}`) : null;
}

/** A FIS discipline code the catalogue names. */
export type DisciplineCode = { [Key in TranslationKey]: Key extends `results.discipline.${infer Code}` ? Code : never }[TranslationKey];

/** The FIS discipline codes the catalogue names (SL, GS, …, SP, NH), offered when a race's
 * discipline is corrected by hand. */
export const DISCIPLINE_CODES: readonly DisciplineCode[] = Object.keys(catalogue)
  .filter((key): key is `results.discipline.${DisciplineCode}` => key.startsWith('results.discipline.'))
  .map((key) => key.slice('results.discipline.'.length) as DisciplineCode);

/** A sector or discipline code with its Czech name where the catalogue has one ("Slalom (SL)"). */
export function codeWithName(kind: 'sector' | 'discipline', code: string | null | undefined): string {
  if (!code) return t('results.none');
  const key = `results.${kind}.${code.toUpperCase()}`;
  return isTranslationKey(key) ? tf('results.withCode', { name: t(key), code }) : code;
}

/** "2010–2011", "2010", or nothing (`formatYearRange`). */
export const yearsText = formatYearRange;

/** "7. 3. 2026 v 9:05" */
export const dateTime = (instant: string): string => tf('results.dateTime', { date: formatDate(instant), time: formatTime(instant) });

export const importStateLabel = (state: ResultImportState): string => t(`results.import.state.${state}`);

/** "Zpracováno 120 z 171 řádků (70 %)" */
export const progressText = (processed: number, total: number): string => tf('results.import.rows', progressFigures(processed, total));

export const rowsCountText = (count: number): string =>
  plural(count, {
    zero: t('results.races.rowsCount.zero'),
    one: t('results.races.rowsCount.one'),
    few: t('results.races.rowsCount.few'),
    many: t('results.races.rowsCount.many'),
  });

export const suggestionCountText = (count: number): string =>
  plural(count, {
    zero: t('results.pairing.suggestions.zero'),
    one: t('results.pairing.suggestions.one'),
    few: t('results.pairing.suggestions.few'),
    many: t('results.pairing.suggestions.many'),
  });

export const suggestionRowsText = (count: number): string =>
  plural(count, {
    zero: t('results.suggestions.count.zero'),
    one: t('results.suggestions.count.one'),
    few: t('results.suggestions.count.few'),
    many: t('results.suggestions.count.many'),
  });

/** A score of 0–100 as "87 %". */
export const scoreText = (score: number): string => formatPercent(score / 100);

export interface SuggestionLike {
  racingEventId: number;
  resultRaceId: number;
  ordinal: number;
}

export interface SuggestionGroup<T extends SuggestionLike> {
  key: string;
  /** The row's facts (those of its first suggestion). */
  row: T;
  candidates: T[];
}

/** Suggestions grouped by their result row, in the order the rows first come; each row's
 * candidates in the server's order (best first). */
export function groupSuggestions<T extends SuggestionLike>(suggestions: readonly T[]): SuggestionGroup<T>[] {
  const groups = new Map<string, SuggestionGroup<T>>();
  for (const suggestion of suggestions) {
    const key = `${suggestion.resultRaceId}:${suggestion.ordinal}`;
    const group = groups.get(key);
    if (group) group.candidates.push(suggestion);
    else groups.set(key, { key, row: suggestion, candidates: [suggestion] });
  }
  return [...groups.values()];
}

/** Most suggestions a list shows at once (stopa_app::results::SUGGESTION_LIST_LIMIT). */
export const SUGGESTION_LIST_LIMIT = 500;

export interface SeasonGroup<T> {
  seasonName: string;
  results: T[];
}

/** A member's results by season, the newest season first; within a season the newest race
 * first (the server's order, then by date). */
export function groupBySeason<T extends { seasonName: string; raceDate?: string | null }>(results: readonly T[]): SeasonGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const result of results) {
    const list = groups.get(result.seasonName);
    if (list) list.push(result);
    else groups.set(result.seasonName, [result]);
  }
  const byDate = (a: T, b: T) => (b.raceDate ?? '').localeCompare(a.raceDate ?? '');
  return [...groups.entries()]
    .map(([seasonName, list]) => ({ seasonName, results: [...list].sort(byDate) }))
    .sort((a, b) => b.seasonName.localeCompare(a.seasonName, 'cs'));
}

export interface StatsSeason<T> {
  seasonName: string;
  /** The season's disciplines in the server's order. */
  rows: T[];
}

/** A member's statistics (a row per season and discipline, the newest season first) grouped
 * by season, in the order the seasons first come. */
export function groupStatsBySeason<T extends { seasonName: string }>(stats: readonly T[]): StatsSeason<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of stats) {
    const list = groups.get(row.seasonName);
    if (list) list.push(row);
    else groups.set(row.seasonName, [row]);
  }
  return [...groups.entries()].map(([seasonName, rows]) => ({ seasonName, rows }));
}

/** The discipline of a statistics row: "Slalom (SL)", the bare code, or "neuvedena". */
export const statsDisciplineText = (code: string | null | undefined): string => (code ? codeWithName('discipline', code) : t('results.stats.noDiscipline'));

/** The best place: "1.", or the dash when no start was classified. */
export const bestRankText = (rank: number | null | undefined): string => (rank == null ? t('results.none') : `${formatNumber(rank)}.`);

/** The fewest letters the member search of manual pairing looks for. */
export const MEMBER_SEARCH_MIN = 2;

/** A result row's athlete as the file tells it: "ročník 2011 · Ski klub Praha · 2. místo". */
export function rowFacts(row: { birthYear?: number | null; club?: string | null; rank?: number | null }): string {
  return [
    row.birthYear != null ? tf('results.suggestions.born', { year: String(row.birthYear) }) : null,
    row.club,
    row.rank != null ? tf('results.suggestions.rank', { rank: String(row.rank) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A member found by the search: "ročník 2010 · reg. č. 100123 · Ski klub Praha". */
export function memberFacts(member: { birthYear?: number | null; registrationNumber: number | string; club?: { name: string } | null }): string {
  return [
    member.birthYear != null ? tf('results.suggestions.born', { year: String(member.birthYear) }) : null,
    tf('results.manual.registrationNumber', { number: String(member.registrationNumber) }),
    member.club?.name ?? t('results.suggestions.noClub'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Whether an event has results to download: a published race. */
export const hasPublishedRace = (races: readonly { status: ResultRaceStatus }[]): boolean => races.some((race) => race.status === 'PUBLISHED');
