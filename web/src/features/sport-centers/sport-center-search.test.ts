import { describe, expect, it } from 'vitest';
import { parseRepresentationSearch, parseSportCenterSearch, withSportCenterChoice } from './sport-center-search';

describe('the sport-center pages’ choices in the URL', () => {
  it('reads the season and department as positive integers, as numbers or text', () => {
    expect(parseSportCenterSearch({ evidenceSeasonId: 3, departmentId: '1' })).toEqual({ evidenceSeasonId: 3, departmentId: 1 });
    expect(parseSportCenterSearch({ evidenceSeasonId: ' 12 ' })).toEqual({ evidenceSeasonId: 12 });
  });

  it('leaves out what does not parse, so the current season and every department are shown', () => {
    expect(parseSportCenterSearch({ evidenceSeasonId: 'abc', departmentId: '-1' })).toEqual({});
    expect(parseSportCenterSearch({ evidenceSeasonId: '1.5', departmentId: 0 })).toEqual({});
    expect(parseSportCenterSearch({ other: '4' })).toEqual({});
  });

  it('changes one choice and drops it when emptied', () => {
    const search = parseSportCenterSearch({ evidenceSeasonId: '2', departmentId: '5' });
    expect(withSportCenterChoice(search, 'departmentId', '7')).toEqual({ evidenceSeasonId: 2, departmentId: 7 });
    expect(withSportCenterChoice(search, 'departmentId', '')).toEqual({ evidenceSeasonId: 2 });
    expect(withSportCenterChoice({}, 'evidenceSeasonId', '4')).toEqual({ evidenceSeasonId: 4 });
  });

  it('reads the public page’s department as a lowercase code and refuses anything else', () => {
    expect(parseRepresentationSearch({ department: 'cc' })).toEqual({ department: 'cc' });
    expect(parseRepresentationSearch({ department: ' PAL ' })).toEqual({ department: 'pal' });
    expect(parseRepresentationSearch({ department: 12 })).toEqual({});
    expect(parseRepresentationSearch({ department: '<script>' })).toEqual({});
    expect(parseRepresentationSearch({})).toEqual({});
  });
});
