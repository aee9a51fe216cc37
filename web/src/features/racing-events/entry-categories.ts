// Which categories of a race an entry fits: the category's birth years (from–to, both included)
// hold the athlete's birth year, and its gender group admits the athlete's sex (BOTH admits
// either, MALE only men, FEMALE only women). The server decides the same way and refuses any
// other move with "Závodník nepatří do žádné kategorie závodu"; the page offers only these.
import type { RacingGenderGroup, Sex } from '../../gql/graphql';

export interface CategoryBounds {
  id: number;
  birthYearFrom: number;
  birthYearTo: number;
  genderGroup: RacingGenderGroup;
}

export interface Athlete {
  birthYear: number;
  sex: Sex;
}

/** Whether a gender group admits a sex. */
export function admitsSex(group: RacingGenderGroup, sex: Sex): boolean {
  return group === 'BOTH' || group === sex;
}

/** Whether an athlete fits a category. */
export function fitsCategory(category: CategoryBounds, athlete: Athlete): boolean {
  return category.birthYearFrom <= athlete.birthYear && athlete.birthYear <= category.birthYearTo && admitsSex(category.genderGroup, athlete.sex);
}

/** The categories of a race an athlete fits, in the race's order. */
export function fittingCategories<Category extends CategoryBounds>(categories: readonly Category[], athlete: Athlete): Category[] {
  return categories.filter((category) => fitsCategory(category, athlete));
}

/** Where an entry may be moved: the other categories it fits (never back into its own). */
export function moveTargets<Category extends CategoryBounds>(
  categories: readonly Category[],
  entry: Athlete & { racingCategoryId: number },
): Category[] {
  return fittingCategories(categories, entry).filter((category) => category.id !== entry.racingCategoryId);
}
