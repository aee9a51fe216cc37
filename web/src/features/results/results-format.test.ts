import { describe, expect, it } from 'vitest';
import {
  DISCIPLINE_CODES,
  bestRankText,
  codeWithName,
  differenceText,
  groupBySeason,
  groupStatsBySeason,
  groupSuggestions,
  hasPublishedRace,
  memberFacts,
  parseFormat,
  placeText,
  progressText,
  raceStatusBadgeClass,
  resultColumns,
  rowFacts,
  runHeader,
  runText,
  scoreText,
  shownStatus,
  statsDisciplineText,
  statusActionLabel,
  statusChangeQuestion,
  suggestionRowsText,
  yearsText,
} from './results-format';

const NBSP = '\u00a0';

describe('a member’s place', () => {
  it('reads "3. z 25" when ranked', () => {
    expect(placeText({ rank: 3, rowCount: 25, statusLabel: 'klasifikován(a)' })).toBe('3. z 25');
    expect(placeText({ rank: 1, rowCount: 1200, statusLabel: 'klasifikován(a)' })).toBe(`1. z 1${NBSP}200`);
  });

  it('is the status in Czech when there is no rank', () => {
    expect(placeText({ rank: null, rowCount: 25, statusLabel: 'nedokončil(a)' })).toBe('nedokončil(a)');
  });
});

describe('a row’s status', () => {
  it('shows the code with its Czech meaning for those not classified', () => {
    expect(shownStatus({ status: 'DNF', statusLabel: 'nedokončil(a)' })).toEqual({ code: 'DNF', label: 'nedokončil(a)' });
    expect(shownStatus({ status: 'QLF', statusLabel: 'klasifikován(a)' })).toBeNull();
  });

  it('leaves the winner’s zero difference empty', () => {
    expect(differenceText('+0,00')).toBe('');
    expect(differenceText('+0:00,0')).toBe('');
    expect(differenceText('+1:10,30')).toBe('+1:10,30');
    expect(differenceText('+0,50')).toBe('+0,50');
    expect(differenceText(null)).toBe('');
  });
});

describe('runs', () => {
  it('show a time, a jump’s distance and points, or the status in place of the time', () => {
    expect(runText({ number: 1, jump: false, time: '45,12' })).toBe('45,12');
    expect(runText({ number: 2, jump: false, time: null, status: 'DNF' })).toBe('DNF');
    expect(runText({ number: 1, jump: true, distance: '125,5', points: '130,2' })).toBe('125,5 m (130,2 b.)');
    expect(runText({ number: 1, jump: true, distance: '98,0' })).toBe('98,0 m');
    expect(runText(undefined)).toBe('');
  });

  it('are named by kind', () => {
    expect(runHeader({ number: 2, jump: false })).toBe('2. kolo');
    expect(runHeader({ number: 1, jump: true })).toBe('1. skok');
  });
});

describe('the columns of a result list', () => {
  const row = { status: 'QLF' as const, runs: [] };

  it('leave out what no row fills', () => {
    expect(resultColumns({ runCount: 1 }, [row, { ...row, nation: 'CZE' }])).toEqual({
      bib: false,
      nation: false,
      runs: [],
      fisPoints: false,
      racePoints: false,
      score: false,
      status: false,
    });
  });

  it('show the runs of a race of more runs, the points and the status when some row has them', () => {
    const columns = resultColumns({ runCount: 2 }, [
      { ...row, bib: 7, fisPoints: '12,34', nation: 'CZE', runs: [{ number: 1, jump: false, time: '45,10' }] },
      { ...row, status: 'DNF', nation: 'SVK', runs: [] },
    ]);
    expect(columns.runs).toEqual([
      { number: 1, jump: false },
      { number: 2, jump: false },
    ]);
    expect(columns).toMatchObject({ bib: true, nation: true, fisPoints: true, status: true, score: false });
  });
});

describe('result race statuses', () => {
  it('have their badges and actions', () => {
    expect(raceStatusBadgeClass('PUBLISHED')).toBe('badge badge-approved');
    expect(raceStatusBadgeClass('DRAFT')).toBe('badge badge-pending');
    expect(statusActionLabel('CHECKED')).toBe('Zkontrolovat');
    expect(statusActionLabel('PUBLISHED')).toBe('Zveřejnit');
  });

  it('ask before a change, saying who will see published results', () => {
    expect(statusChangeQuestion('CHECKED', 'Slalom ženy')).toBe('Označit výsledky závodu Slalom ženy jako zkontrolované?');
    expect(statusChangeQuestion('CANCELED', 'Slalom ženy')).toContain('Zrušit výsledky závodu Slalom ženy?');
    expect(statusChangeQuestion('PUBLISHED', 'Slalom ženy')).toContain('Uvidí je každý');
  });
});

describe('facts of a race', () => {
  it('name known codes in Czech and keep the rest', () => {
    expect(codeWithName('sector', 'CC')).toBe('Běh na lyžích (CC)');
    expect(codeWithName('discipline', 'GS')).toBe('Obří slalom (GS)');
    expect(codeWithName('discipline', 'XYZ')).toBe('XYZ');
    expect(codeWithName('discipline', null)).toBe('—');
  });

  it('write birth years as a range', () => {
    expect(yearsText(2010, 2011)).toBe('2010–2011');
    expect(yearsText(2010, 2010)).toBe('2010');
    expect(yearsText(null, null)).toBe('');
  });

  it('read the chosen format', () => {
    expect(parseFormat('FIS_XML_DATASET')).toBe('FIS_XML_DATASET');
    expect(parseFormat('')).toBeNull();
  });
});

describe('an import’s progress', () => {
  it('says how many rows are done', () => {
    expect(progressText(120, 171)).toBe(`Zpracováno 120 z 171 řádků (70${NBSP}%)`);
    expect(progressText(0, 0)).toBe(`Zpracováno 0 z 0 řádků (0${NBSP}%)`);
  });
});

describe('pairing suggestions', () => {
  const suggestion = (resultRaceId: number, ordinal: number, memberId: number) => ({ racingEventId: 1, resultRaceId, ordinal, memberId });

  it('are grouped by their row, in the order rows come, candidates in the server’s order', () => {
    const groups = groupSuggestions([suggestion(5, 2, 10), suggestion(5, 2, 11), suggestion(6, 2, 12), suggestion(5, 3, 13)]);
    expect(groups.map((group) => group.key)).toEqual(['5:2', '6:2', '5:3']);
    expect(groups[0]?.candidates.map((candidate) => candidate.memberId)).toEqual([10, 11]);
  });

  it('count rows and show the score in percent', () => {
    expect(suggestionRowsText(0)).toBe('žádný řádek s návrhem');
    expect(suggestionRowsText(3)).toBe('3 řádky s návrhem');
    expect(suggestionRowsText(5)).toBe('5 řádků s návrhem');
    expect(scoreText(87)).toBe(`87${NBSP}%`);
  });
});

describe('a member’s results by season', () => {
  it('come newest season first, newest race first within a season', () => {
    const groups = groupBySeason([
      { seasonName: '2025/2026', raceDate: '2025-12-14', id: 1 },
      { seasonName: '2026/2027', raceDate: '2027-01-16', id: 2 },
      { seasonName: '2025/2026', raceDate: '2026-02-01', id: 3 },
      { seasonName: '2026/2027', raceDate: '2027-02-20', id: 4 },
      { seasonName: '2026/2027', raceDate: null, id: 5 },
    ]);
    expect(groups.map((group) => group.seasonName)).toEqual(['2026/2027', '2025/2026']);
    expect(groups[0]?.results.map((result) => result.id)).toEqual([4, 2, 5]);
    expect(groups[1]?.results.map((result) => result.id)).toEqual([3, 1]);
  });

  it('are none for a member without results', () => {
    expect(groupBySeason([])).toEqual([]);
  });
});

describe('a member’s result statistics', () => {
  const row = (seasonName: string, discipline: string | null) => ({ seasonName, discipline });

  it('are grouped by season in the server’s order, disciplines as they come', () => {
    const groups = groupStatsBySeason([row('2026/2027', 'SL'), row('2026/2027', 'GS'), row('2025/2026', null), row('2026/2027', null)]);
    expect(groups.map((group) => group.seasonName)).toEqual(['2026/2027', '2025/2026']);
    expect(groups[0]?.rows.map((item) => item.discipline)).toEqual(['SL', 'GS', null]);
    expect(groupStatsBySeason([])).toEqual([]);
  });

  it('name the discipline and the best place, or say there is none', () => {
    expect(statsDisciplineText('SL')).toBe('Slalom (SL)');
    expect(statsDisciplineText('XY')).toBe('XY');
    expect(statsDisciplineText(null)).toBe('neuvedena');
    expect(bestRankText(1)).toBe('1.');
    expect(bestRankText(null)).toBe('—');
  });
});

describe('pairing by hand', () => {
  it('describes the row’s athlete as the file tells it', () => {
    expect(rowFacts({ birthYear: 2011, club: 'Ski klub Praha', rank: 2 })).toBe('ročník 2011 · Ski klub Praha · 2. místo');
    expect(rowFacts({ birthYear: null, club: null, rank: null })).toBe('');
  });

  it('describes a member found by the search, a member without a club too', () => {
    expect(memberFacts({ birthYear: 2010, registrationNumber: 100123, club: { name: 'SK Jablonec' } })).toBe('ročník 2010 · reg. č. 100123 · SK Jablonec');
    expect(memberFacts({ birthYear: null, registrationNumber: 7, club: null })).toBe('reg. č. 7 · bez klubu');
  });
});

describe('an event’s results', () => {
  it('download once a race is published', () => {
    expect(hasPublishedRace([{ status: 'DRAFT' }, { status: 'PUBLISHED' }])).toBe(true);
    expect(hasPublishedRace([{ status: 'CHECKED' }, { status: 'HIDDEN' }])).toBe(false);
    expect(hasPublishedRace([])).toBe(false);
  });

  it('offer the named discipline codes', () => {
    expect(DISCIPLINE_CODES).toContain('SL');
    expect(DISCIPLINE_CODES).toContain('SP');
    expect(DISCIPLINE_CODES.every((code) => /^[A-Z]+$/.test(code))).toBe(true);
  });
});
