import { describe, expect, it } from 'vitest';
import { parseStatisticsSearch, parseStatisticsTab } from './statistics-search';

describe('the statistics page’s choices in the URL', () => {
  it('reads what parses and leaves out the rest', () => {
    expect(parseStatisticsSearch({ year: '2026', kind: 'COMPETITOR_6_TO_19', departmentId: 3 })).toEqual({ year: 2026, kind: 'COMPETITOR_6_TO_19', departmentId: 3 });
    expect(parseStatisticsSearch({ year: 'x', kind: 'member', departmentId: '-1' })).toEqual({});
    expect(parseStatisticsSearch({ year: '12', kind: 'RACING_EVENT' })).toEqual({ kind: 'RACING_EVENT' });
  });

  it('knows its two tabs', () => {
    expect(parseStatisticsTab('kluby')).toBe('kluby');
    expect(parseStatisticsTab('kraje')).toBe('kraje');
    expect(parseStatisticsTab('kraj')).toBeUndefined();
  });
});
