// The form of a ranking's rule (new or changed): its values from a stored ranking and the
// GraphQL input from the values. The browser checks only the number's shape; the server checks
// the rest (a name, the range, the FIS codes) and names each problem's field. Pure, so the
// rules are tested apart.
import './texts';
import type { RankingInput, RankingRule } from '../../gql/graphql';
import { t } from '../../lib/i18n';
import { z } from '../../lib/zod';

/** The rules in the order the select offers them. */
export const RANKING_RULES = ['CUP_POINTS', 'FIS_POINTS', 'FIS_LIST'] as const satisfies readonly RankingRule[];

export const rankingFormSchema = z.object({
  name: z.string(),
  rule: z.enum(RANKING_RULES),
  bestResults: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d{1,3}$/.test(text), t('rankings.form.bestResultsInvalid')),
  discipline: z.string(),
  raceCategories: z.string(),
});

export type RankingFormValues = z.infer<typeof rankingFormSchema>;

/** The fields of the form: the server's field names are the same. */
export const RANKING_FORM_FIELDS = Object.keys(rankingFormSchema.shape) as (keyof RankingFormValues)[];

/** A stored ranking's rule, as the page's query gives it. */
export interface StoredRanking {
  name: string;
  rule: RankingRule;
  bestResults?: number | null;
  discipline?: string | null;
  raceCategories: readonly string[];
}

/** The values of an empty form: cup points, everything counted. */
export const NEW_RANKING: RankingFormValues = { name: '', rule: 'CUP_POINTS', bestResults: '', discipline: '', raceCategories: '' };

/** The form's values of a stored ranking. */
export function rankingFormValues(ranking: StoredRanking): RankingFormValues {
  return {
    name: ranking.name,
    rule: ranking.rule,
    bestResults: ranking.bestResults == null ? '' : String(ranking.bestResults),
    discipline: ranking.discipline ?? '',
    raceCategories: ranking.raceCategories.join(', '),
  };
}

/** The input of `createRanking` and `updateRanking`: trimmed texts, an empty field is none; the
 * FIS codes go as the one text typed (the server splits them on commas and spaces). */
export function rankingInput(values: RankingFormValues): RankingInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const best = optional(values.bestResults);
  const categories = optional(values.raceCategories);
  return {
    name: values.name.trim(),
    rule: values.rule,
    bestResults: best === null ? null : Number(best),
    discipline: optional(values.discipline)?.toUpperCase() ?? null,
    raceCategories: categories === null ? [] : [categories],
  };
}
