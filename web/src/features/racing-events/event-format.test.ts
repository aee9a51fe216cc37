import { describe, expect, it } from 'vitest';
import {
  offersBulkResults,
  EMPTY_FILTER,
  dateChangeBadge,
  entryCell,
  filterFromText,
  filterInput,
  filterToText,
  formatCoordinates,
  formatDateTime,
  groupByMonth,
  isoToPragueLocal,
  mapLinks,
  monthLabel,
  monthOptions,
  withoutRepeats,
  pragueLocalToIso,
  pragueToday,
  publicationOrder,
  rowRefusal,
  stateBadgeClass,
} from './event-format';

describe('months', () => {
  it('names months in Czech', () => {
    expect(monthLabel('2027-01')).toBe('leden 2027');
    expect(monthLabel('2026-12')).toBe('prosinec 2026');
  });
});

describe('badges', () => {
  it('maps every state to a badge class', () => {
    expect(stateBadgeClass('REGISTRATIONS_ENABLED')).toBe('badge badge-approved');
    expect(stateBadgeClass('REGISTRATIONS_CLOSED')).toBe('badge badge-pending');
    expect(stateBadgeClass('CANCELED')).toBe('badge badge-rejected');
    expect(stateBadgeClass('RESULTS')).toBe('badge badge-results');
    expect(stateBadgeClass('DIGITAL_RESULTS')).toBe('badge badge-results');
    expect(stateBadgeClass('HIDDEN')).toBe('badge');
  });

  it('shows a date change until the event is over, never "Koná se"', () => {
    const event = { dateChange: 'MOVED' as const, dateChangeLabel: 'Změna místa', dateTo: '2027-01-10' };
    expect(dateChangeBadge(event, '2027-01-10')).toEqual({ label: 'Změna místa', className: 'badge badge-warning' });
    expect(dateChangeBadge(event, '2027-01-11')).toBeNull();
    expect(dateChangeBadge({ ...event, dateChange: 'CANCELED', dateChangeLabel: 'Zrušeno' }, '2026-12-01')?.className).toBe('badge badge-rejected');
    expect(dateChangeBadge({ ...event, dateChange: 'PUBLISHED', dateChangeLabel: 'Koná se' }, '2026-12-01')).toBeNull();
  });
});

describe('the calendar’s months', () => {
  it('groups events by the month they start in, keeping their order', () => {
    const groups = groupByMonth([
      { id: 1, dateFrom: '2027-01-09' },
      { id: 2, dateFrom: '2027-01-30' },
      { id: 3, dateFrom: '2027-02-01' },
    ]);
    expect(groups.map((group) => [group.label, group.events.map((event) => event.id)])).toEqual([
      ['leden 2027', [1, 2]],
      ['únor 2027', [3]],
    ]);
  });

  it('knows today in Prague', () => {
    expect(pragueToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('filters in the URL', () => {
  it('keeps only the set values and reads them back', () => {
    const filter = { ...EMPTY_FILTER, seasonId: '2', state: 'HIDDEN', search: ' Jizerská ' };
    const text = filterToText(filter);
    expect(text).toBe('search=Jizersk%C3%A1&seasonId=2&state=HIDDEN');
    expect(filterFromText(text)).toEqual({ ...filter, search: 'Jizerská' });
    expect(filterToText(EMPTY_FILTER)).toBeUndefined();
    expect(filterFromText('neznamy=1&month=2027-01')).toEqual({ ...EMPTY_FILTER, month: '2027-01' });
  });

  it('sends ids as numbers and leaves out what is not valid', () => {
    expect(filterInput({ ...EMPTY_FILTER, departmentId: '1', regionId: 'x', month: '2027-1', category: 'B' })).toEqual({
      search: null,
      seasonId: null,
      departmentId: 1,
      regionId: null,
      state: null,
      category: 'B',
      organiserClubId: null,
      month: null,
    });
  });
});

describe('the club entry form', () => {
  const races = [
    { raceId: 1, refusalCode: null, refusalMessage: null, categoryIds: [10, 11], entered: false },
    { raceId: 2, refusalCode: 'ATHLETE_NOT_IN_ANY_CATEGORY', refusalMessage: 'Závodník nepatří do žádné kategorie závodu', categoryIds: [], entered: false },
    { raceId: 3, refusalCode: null, refusalMessage: null, categoryIds: [30], entered: true },
  ];

  it('offers the fitting categories, the refusal or the entry made', () => {
    expect(entryCell(races, 1)).toEqual({ kind: 'open', categoryIds: [10, 11] });
    expect(entryCell(races, 2)).toEqual({ kind: 'refused', code: 'ATHLETE_NOT_IN_ANY_CATEGORY', message: 'Závodník nepatří do žádné kategorie závodu' });
    expect(entryCell(races, 3)).toEqual({ kind: 'entered' });
  });

  it('greys a row out only when every race refuses the athlete', () => {
    expect(rowRefusal(races)).toBeNull();
    const refused = [
      { raceId: 1, refusalCode: 'NOT_PAID', refusalMessage: 'Nemá zaplaceno.', categoryIds: [], entered: false },
      { raceId: 2, refusalCode: 'NOT_PAID', refusalMessage: 'Nemá zaplaceno.', categoryIds: [], entered: false },
    ];
    expect(rowRefusal(refused)).toBe('Nemá zaplaceno.');
    expect(rowRefusal([])).toBeNull();
  });
});

describe('Prague times', () => {
  it('adds the winter and the summer offset', () => {
    expect(pragueLocalToIso('2027-01-05T18:00')).toBe('2027-01-05T18:00:00+01:00');
    expect(pragueLocalToIso('2027-07-05T08:30')).toBe('2027-07-05T08:30:00+02:00');
    expect(pragueLocalToIso('')).toBeNull();
  });

  it('shows an instant as Prague wall time', () => {
    expect(isoToPragueLocal('2027-01-05T17:00:00+00:00')).toBe('2027-01-05T18:00');
    expect(isoToPragueLocal('2027-07-05T06:30:00Z')).toBe('2027-07-05T08:30');
    expect(isoToPragueLocal(null)).toBe('');
    expect(formatDateTime('2027-01-05T17:00:00+00:00')).toBe('5. 1. 2027 18:00');
  });
});

describe('places', () => {
  it('links Mapy.cz and OpenStreetMap and writes coordinates in Czech', () => {
    expect(mapLinks(50.79, 15.15).mapy).toBe('https://mapy.cz/zakladni?x=15.15&y=50.79&z=14&source=coor&id=15.15,50.79');
    expect(mapLinks(50.79, 15.15).osm).toContain('mlat=50.79&mlon=15.15');
    expect(formatCoordinates(50.79, 15.15)).toBe('50,79000° s. š., 15,15000° v. d.');
  });
});

describe('the calendar’s month choice', () => {
  it('offers half a year back and a year ahead, and a chosen month outside it', () => {
    const months = monthOptions('2026-11-25');
    expect(months[0]).toBe('2026-05');
    expect(months.at(-1)).toBe('2027-11');
    expect(months).toContain('2027-01');
    expect(monthOptions('2026-11-25', '2030-02').at(-1)).toBe('2030-02');
  });

  it('says a repeated word once', () => {
    expect(withoutRepeats(['Sprint', 'Sprint', null, 'Muži'])).toEqual(['Sprint', 'Muži']);
  });
});

describe('the section’s publication list', () => {
  it('puts proposals awaiting a decision first, then orders by date', () => {
    const rows = [
      { id: 1, publicationStatus: 'PUBLISHED', publishedAt: '2026-10-01T10:00:00Z', dateFrom: '2027-01-02' },
      { id: 2, publicationStatus: 'HIDDEN', publishedAt: null, dateFrom: '2027-02-01' },
      { id: 3, publicationStatus: 'HIDDEN', publishedAt: '2026-10-01T10:00:00Z', dateFrom: '2026-12-01' },
      { id: 4, publicationStatus: 'HIDDEN', publishedAt: null, dateFrom: '2027-01-05' },
    ];
    expect(publicationOrder(rows).map((row) => row.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('the bulk result upload', () => {
  it('is offered to event managers, timekeepers and Admin, not to the rest', () => {
    expect(offersBulkResults({ canCreateEvents: true, canListTimekeepers: false })).toBe(true);
    expect(offersBulkResults({ canCreateEvents: false, canListTimekeepers: true })).toBe(true);
    expect(offersBulkResults({ canCreateEvents: false, canListTimekeepers: false })).toBe(false);
  });
});
