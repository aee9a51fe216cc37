import { describe, expect, it } from 'vitest';
import { parseRankingsSearch } from './rankings-search';

describe('the rankings pages’ choices in the URL', () => {
  it('reads what parses', () => {
    expect(parseRankingsSearch({ season: '2027', ranking: 4, category: 'U16', sex: 'MALE' })).toEqual({ season: 2027, ranking: 4, category: 'U16', sex: 'MALE' });
  });

  it('leaves out what does not parse', () => {
    expect(parseRankingsSearch({ season: '27', ranking: '-1', category: 'u16', sex: 'muzi' })).toEqual({});
    expect(parseRankingsSearch({ season: 'x', ranking: '0', category: 'JUNIOR' })).toEqual({});
  });
});
