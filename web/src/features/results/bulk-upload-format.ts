// What the bulk upload decides and says about each file: whether it can go (unusable, chosen
// for it, a person must choose, no event), its candidates best first, its content and days in
// Czech, and which files the button uploads. Pure, so the rules are tested apart from the page.
import { formatDate, formatDateRange, formatPercent, plural } from '../../lib/format';
import { t, tf } from '../../lib/i18n';

/** Most files dropped at once. */
export const MAX_BULK_FILES = 50;

export interface CandidateLike {
  racingEventId: number;
  name: string;
  place: string;
  dateFrom: string;
  dateTo: string;
  /** 0–100. */
  score: number;
}

export interface FileMatchLike {
  races: number;
  rows: number;
  dates: readonly string[];
  places: readonly string[];
  candidates: readonly CandidateLike[];
  chosenEventId?: number | null;
  error?: string | null;
}

/** 'unusable': the file is not results; 'chosen': the server took its event; 'choose': a
 * person picks one of the candidates; 'noEvent': no event the asker may upload to fits. */
export type MatchState = 'unusable' | 'chosen' | 'choose' | 'noEvent';

export function matchState(match: FileMatchLike): MatchState {
  if (match.error) return 'unusable';
  if (match.chosenEventId != null && match.candidates.some((candidate) => candidate.racingEventId === match.chosenEventId)) return 'chosen';
  return match.candidates.length > 0 ? 'choose' : 'noEvent';
}

/** The candidates best first (the server's order among equals). */
export function sortedCandidates<T extends CandidateLike>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => b.score - a.score);
}

/** The event a file starts with: the server's choice, or none (''). */
export function initialEventId(match: FileMatchLike): string {
  return matchState(match) === 'chosen' ? String(match.chosenEventId) : '';
}

/** "18. 1. 2026" or "17.–18. 1. 2026" (`formatDateRange`). */
export const eventDaysText = (from: string, to: string): string => formatDateRange(from, to);

/** "shoda 87 %" */
export const fitText = (score: number): string => tf('results.bulk.fit', { score: formatPercent(score / 100) });

/** An option of the event select: "Název – Místo, 18. 1. 2026 (shoda 100 %)". */
export function candidateLabel(candidate: CandidateLike): string {
  return tf('results.bulk.candidate', {
    name: candidate.name,
    place: candidate.place,
    days: eventDaysText(candidate.dateFrom, candidate.dateTo),
    fit: fitText(candidate.score),
  });
}

/** "2 závody · 171 řádků" */
export function contentText(match: Pick<FileMatchLike, 'races' | 'rows'>): string {
  const races = plural(match.races, {
    zero: t('results.bulk.races.many'),
    one: t('results.bulk.races.one'),
    few: t('results.bulk.races.few'),
    many: t('results.bulk.races.many'),
  });
  const rows = plural(match.rows, {
    zero: t('results.bulk.rows.zero'),
    one: t('results.bulk.rows.one'),
    few: t('results.bulk.rows.few'),
    many: t('results.bulk.rows.many'),
  });
  return `${races} · ${rows}`;
}

/** The races' days in order, "17. 1. 2026, 18. 1. 2026". */
export function daysText(dates: readonly string[]): string {
  return [...dates].sort().map((date) => formatDate(date)).join(', ');
}

/** The races' places, or that the file names none. */
export function placesText(places: readonly string[]): string {
  return places.length > 0 ? places.join(', ') : t('results.bulk.noPlace');
}

export type BulkUpload = { status: 'sending' } | { status: 'started'; importId: number; eventId: number } | { status: 'failed'; error: string };

/** A file of the bulk upload as the page keeps it. */
export interface BulkFileLike {
  match?: FileMatchLike | undefined;
  /** Why the file could not be read at all (the request failed). */
  readError?: string | undefined;
  /** The chosen event's id ('' none). */
  eventId: string;
  upload?: BulkUpload | undefined;
}

/** Whether the button takes the file: it was read, is results, has an event and has not gone
 * yet (or its upload failed and may be tried again). */
export function readyToUpload(file: BulkFileLike): boolean {
  if (!file.match || file.match.error || file.eventId === '') return false;
  return file.upload === undefined || file.upload.status === 'failed';
}

/** The state column: what happens (or happened) to the file. */
export function fileStateText(file: BulkFileLike): string {
  if (file.upload?.status === 'sending') return t('results.bulk.state.sending');
  if (file.upload?.status === 'started') return t('results.bulk.state.started');
  if (file.upload?.status === 'failed') return tf('results.bulk.state.failed', { error: file.upload.error });
  if (file.readError !== undefined) return t('results.bulk.state.skipped');
  if (!file.match) return t('results.bulk.reading');
  const state = matchState(file.match);
  if (state === 'unusable' || state === 'noEvent') return t('results.bulk.state.skipped');
  return file.eventId === '' ? t('results.bulk.state.pickEvent') : t('results.bulk.state.waiting');
}

const countText = (prefix: 'results.bulk.ready' | 'results.bulk.done', count: number) =>
  plural(count, { zero: t(`${prefix}.zero`), one: t(`${prefix}.one`), few: t(`${prefix}.few`), many: t(`${prefix}.many`) });

/** "K nahrání jsou připravené 3 soubory." */
export const readyText = (count: number): string => countText('results.bulk.ready', count);

/** The flash after the button: "2 soubory jsou nahrané, výsledky se zpracovávají." */
export const doneText = (count: number): string => countText('results.bulk.done', count);
