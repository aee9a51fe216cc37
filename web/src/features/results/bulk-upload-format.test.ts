import { describe, expect, it } from 'vitest';
import {
  type BulkFileLike,
  type FileMatchLike,
  candidateLabel,
  contentText,
  daysText,
  doneText,
  fileStateText,
  initialEventId,
  matchState,
  placesText,
  readyText,
  readyToUpload,
  sortedCandidates,
} from './bulk-upload-format';

const NBSP = '\u00a0';

const jablonec = { racingEventId: 7, name: 'Jizerská padesátka', place: 'Jablonec nad Nisou', dateFrom: '2026-01-18', dateTo: '2026-01-18', score: 100 };
const liberec = { racingEventId: 9, name: 'Liberecký sprint', place: 'Liberec', dateFrom: '2026-01-17', dateTo: '2026-01-18', score: 60 };

const match = (overrides: Partial<FileMatchLike> = {}): FileMatchLike => ({
  races: 2,
  rows: 171,
  dates: ['2026-01-18'],
  places: ['Jablonec nad Nisou'],
  candidates: [liberec, jablonec],
  chosenEventId: null,
  error: null,
  ...overrides,
});

describe('a file of the bulk upload', () => {
  it('that is not results cannot go, whatever else it says', () => {
    expect(matchState(match({ error: 'Soubor není výsledková listina FIS', chosenEventId: 7 }))).toBe('unusable');
  });

  it('goes to the server’s choice, or waits for a person to choose, or has no event', () => {
    expect(matchState(match({ chosenEventId: 7 }))).toBe('chosen');
    expect(matchState(match())).toBe('choose');
    expect(matchState(match({ candidates: [] }))).toBe('noEvent');
    // A choice that is not among the candidates is not taken.
    expect(matchState(match({ chosenEventId: 3 }))).toBe('choose');
  });

  it('starts with the server’s choice selected, else with none', () => {
    expect(initialEventId(match({ chosenEventId: 7 }))).toBe('7');
    expect(initialEventId(match())).toBe('');
  });

  it('lists its candidates best first', () => {
    expect(sortedCandidates([liberec, jablonec]).map((candidate) => candidate.racingEventId)).toEqual([7, 9]);
  });

  it('names a candidate with its place, days and fit', () => {
    expect(candidateLabel(jablonec)).toBe(`Jizerská padesátka – Jablonec nad Nisou, 18. 1. 2026 (shoda 100${NBSP}%)`);
    expect(candidateLabel(liberec)).toBe(`Liberecký sprint – Liberec, 17.–18. 1. 2026 (shoda 60${NBSP}%)`);
  });

  it('says what it holds, on which days and where', () => {
    expect(contentText({ races: 1, rows: 1 })).toBe('1 závod · 1 řádek');
    expect(contentText({ races: 3, rows: 4 })).toBe('3 závody · 4 řádky');
    expect(contentText({ races: 18, rows: 171 })).toBe('18 závodů · 171 řádků');
    expect(daysText(['2026-01-18', '2026-01-17'])).toBe('17. 1. 2026, 18. 1. 2026');
    expect(placesText([])).toBe('místo neuvedeno');
  });
});

describe('the upload button', () => {
  const file = (overrides: Partial<BulkFileLike> = {}): BulkFileLike => ({ match: match(), eventId: '7', ...overrides });

  it('takes read files with an event that have not gone yet, and failed ones again', () => {
    expect(readyToUpload(file())).toBe(true);
    expect(readyToUpload(file({ eventId: '' }))).toBe(false);
    expect(readyToUpload(file({ match: undefined }))).toBe(false);
    expect(readyToUpload(file({ match: match({ error: 'není' }) }))).toBe(false);
    expect(readyToUpload(file({ upload: { status: 'sending' } }))).toBe(false);
    expect(readyToUpload(file({ upload: { status: 'started', importId: 1, eventId: 7 } }))).toBe(false);
    expect(readyToUpload(file({ upload: { status: 'failed', error: 'Chyba' } }))).toBe(true);
  });

  it('says what happens to each file', () => {
    expect(fileStateText(file({ match: undefined }))).toBe('Čtu soubor…');
    expect(fileStateText(file({ match: undefined, readError: 'Chyba sítě' }))).toBe('Nenahraje se');
    expect(fileStateText(file({ eventId: '' }))).toBe('Čeká na výběr události');
    expect(fileStateText(file())).toBe('Čeká na nahrání');
    expect(fileStateText(file({ match: match({ candidates: [] }), eventId: '' }))).toBe('Nenahraje se');
    expect(fileStateText(file({ upload: { status: 'failed', error: 'Událost je zrušená.' } }))).toBe('Nenahráno: Událost je zrušená.');
  });

  it('counts the files ready and those sent in Czech plural', () => {
    expect(readyText(0)).toBe('Žádný soubor není připravený k nahrání.');
    expect(readyText(3)).toBe('K nahrání jsou připravené 3 soubory.');
    expect(readyText(5)).toBe('K nahrání je připraveno 5 souborů.');
    expect(doneText(1)).toBe('1 soubor je nahraný, výsledky se zpracovávají.');
  });
});
