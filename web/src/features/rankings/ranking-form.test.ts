import { describe, expect, it } from 'vitest';
import { NEW_RANKING, rankingFormSchema, rankingFormValues, rankingInput } from './ranking-form';

describe('the ranking form', () => {
  it('sends empty fields as none and the FIS codes as typed', () => {
    expect(rankingInput({ ...NEW_RANKING, name: ' Český pohár ' })).toEqual({ name: 'Český pohár', rule: 'CUP_POINTS', bestResults: null, discipline: null, raceCategories: [] });
    expect(rankingInput({ name: 'FIS', rule: 'FIS_POINTS', bestResults: ' 3 ', discipline: 'sl', raceCategories: 'NC, FIS ' })).toEqual({
      name: 'FIS',
      rule: 'FIS_POINTS',
      bestResults: 3,
      discipline: 'SL',
      raceCategories: ['NC, FIS'],
    });
  });

  it('reads a stored ranking back', () => {
    const values = rankingFormValues({ name: 'FIS', rule: 'FIS_POINTS', bestResults: 2, discipline: null, raceCategories: ['FIS', 'NC'] });
    expect(values).toEqual({ name: 'FIS', rule: 'FIS_POINTS', bestResults: '2', discipline: '', raceCategories: 'FIS, NC' });
  });

  it('refuses a count that is not a whole number', () => {
    expect(rankingFormSchema.safeParse({ ...NEW_RANKING, bestResults: '2,5' }).success).toBe(false);
    expect(rankingFormSchema.safeParse({ ...NEW_RANKING, bestResults: '12' }).success).toBe(true);
  });
});
