import { describe, expect, it } from 'vitest';
import { admitsSex, fitsCategory, fittingCategories, moveTargets } from './entry-categories';

const categories = [
  { id: 1, name: 'Předžáci', birthYearFrom: 2016, birthYearTo: 2018, genderGroup: 'MALE' as const },
  { id: 2, name: 'Předžákyně', birthYearFrom: 2016, birthYearTo: 2018, genderGroup: 'FEMALE' as const },
  { id: 3, name: 'Mladší žactvo', birthYearFrom: 2014, birthYearTo: 2017, genderGroup: 'BOTH' as const },
  { id: 4, name: 'Veteránky', birthYearFrom: 1928, birthYearTo: 1985, genderGroup: 'FEMALE' as const },
];

describe('fitting categories', () => {
  it.each([
    ['BOTH', 'MALE', true],
    ['BOTH', 'FEMALE', true],
    ['MALE', 'MALE', true],
    ['MALE', 'FEMALE', false],
    ['FEMALE', 'FEMALE', true],
    ['FEMALE', 'MALE', false],
  ] as const)('gender group %s admits %s: %s', (group, sex, admitted) => {
    expect(admitsSex(group, sex)).toBe(admitted);
  });

  it('include both ends of the birth years', () => {
    expect(fitsCategory(categories[2]!, { birthYear: 2014, sex: 'MALE' })).toBe(true);
    expect(fitsCategory(categories[2]!, { birthYear: 2017, sex: 'FEMALE' })).toBe(true);
    expect(fitsCategory(categories[2]!, { birthYear: 2013, sex: 'MALE' })).toBe(false);
    expect(fitsCategory(categories[2]!, { birthYear: 2018, sex: 'MALE' })).toBe(false);
  });

  it('never put a boy born 2017 among the Veteránky', () => {
    const boy = { birthYear: 2017, sex: 'MALE' as const };
    expect(fittingCategories(categories, boy).map((category) => category.name)).toEqual(['Předžáci', 'Mladší žactvo']);
  });

  it('offer a move only to the other categories the entry fits', () => {
    const girl = { birthYear: 2017, sex: 'FEMALE' as const, racingCategoryId: 2 };
    expect(moveTargets(categories, girl).map((category) => category.id)).toEqual([3]);
    const veteran = { birthYear: 1970, sex: 'FEMALE' as const, racingCategoryId: 4 };
    expect(moveTargets(categories, veteran)).toEqual([]);
  });
});
