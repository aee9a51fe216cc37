import { describe, expect, it } from 'vitest';
import { RACE_DETAILS_FIELDS, eventRaceLabel, raceDetailsInput, raceDetailsSchema, raceDetailsValues } from './result-race-details';

const STORED = {
  name: 'Minižačky – ženy',
  raceId: 12,
  raceDate: '2025-09-20',
  place: 'Bedřichov',
  discipline: 'SP',
  category: 'Minižačky',
  genderGroup: 'FEMALE' as const,
  birthYearFrom: 2015,
  birthYearTo: 2016,
};

describe('the details of a result race', () => {
  it('fill the form from the stored race, what is not told as an empty field', () => {
    expect(raceDetailsValues(STORED)).toEqual({
      name: 'Minižačky – ženy',
      raceId: '12',
      raceDate: '2025-09-20',
      place: 'Bedřichov',
      discipline: 'SP',
      category: 'Minižačky',
      genderGroup: 'FEMALE',
      birthYearFrom: '2015',
      birthYearTo: '2016',
    });
    expect(raceDetailsValues({ name: 'Závod', raceId: null, raceDate: null, genderGroup: null, birthYearFrom: null })).toMatchObject({
      raceId: '',
      raceDate: '',
      place: '',
      genderGroup: '',
      birthYearFrom: '',
      birthYearTo: '',
    });
  });

  it('go back to the server as they were stored', () => {
    expect(raceDetailsInput(raceDetailsValues(STORED))).toEqual(STORED);
  });

  it('send empty fields as null, trimmed texts and the discipline code in capitals', () => {
    const values = { ...raceDetailsValues(STORED), name: '  Sprint  ', raceId: '', raceDate: '', place: ' ', discipline: ' gs ', genderGroup: '', birthYearFrom: '', birthYearTo: ' 2012 ' };
    expect(raceDetailsInput(values)).toEqual({
      name: 'Sprint',
      raceId: null,
      raceDate: null,
      place: null,
      discipline: 'GS',
      category: 'Minižačky',
      genderGroup: null,
      birthYearFrom: null,
      birthYearTo: 2012,
    });
  });

  it('leave an empty name to the server, which names every problem at once', () => {
    expect(raceDetailsSchema.safeParse({ ...raceDetailsValues(STORED), name: '' }).success).toBe(true);
  });

  it('refuse a birth year that is not a four-digit year', () => {
    const result = raceDetailsSchema.safeParse({ ...raceDetailsValues(STORED), birthYearFrom: '15', birthYearTo: 'dva' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['birthYearFrom', 'Zadejte ročník jako čtyřmístný rok, např. 2012.'],
      ['birthYearTo', 'Zadejte ročník jako čtyřmístný rok, např. 2012.'],
    ]);
  });

  it('name the fields as the server does', () => {
    expect(RACE_DETAILS_FIELDS).toEqual(['name', 'raceId', 'raceDate', 'place', 'discipline', 'category', 'genderGroup', 'birthYearFrom', 'birthYearTo']);
  });
});

describe('a result race', () => {
  it('is offered the event’s races with their day', () => {
    expect(eventRaceLabel({ name: 'Klasika 5 km', raceDate: '2025-09-20' })).toBe('Klasika 5 km – 20. 9. 2025');
    expect(eventRaceLabel({ name: 'Klasika 5 km', raceDate: null })).toBe('Klasika 5 km');
  });
});
