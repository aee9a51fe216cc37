// What the data-cleanup pages say: counts in Czech plural, the merge question, the fix form's
// rules, what loading a FIS points list did. Pure, so they are tested apart from the pages.
import './texts';
import { z } from '../../lib/zod';
import type { FixBirthNumberInput, Sex } from '../../gql/graphql';
import { formatDate, formatNumber, formatPercent, formatTime, plural } from '../../lib/format';
import { type PluralStem, t, tf } from '../../lib/i18n';
import { messages } from '../../lib/validation';

export type Worklist = 'nicknames' | 'birthNumbers' | 'addresses' | 'duplicates' | 'suggestions' | 'fisPairing';

const pluralKey = (prefix: PluralStem, count: number) =>
  plural(count, { zero: t(`${prefix}.zero`), one: t(`${prefix}.one`), few: t(`${prefix}.few`), many: t(`${prefix}.many`) });

/** "6 chybných rodných čísel", "2 neznámé adresy", "4 dvojice". */
export const worklistCount = (worklist: Worklist, count: number): string => pluralKey(`cleanup.card.${worklist}`, count);

/** What resolving an address did: "…; dostal ji 1 člen." */
export const resolvedMessage = (members: number): string => pluralKey('cleanup.resolve.done', members);

export const sexLabel = (sex: Sex): string => t(`cleanup.sex.${sex}`);

/** "25. 11. 2026 v 13:30" */
export const dateTime = (instant: string): string => tf('cleanup.dateTime', { date: formatDate(instant), time: formatTime(instant) });

export interface MergeSide {
  memberId: number;
  registrationNumber: number;
  firstName: string;
  lastName: string;
}

const fullName = (member: MergeSide) => `${member.firstName} ${member.lastName}`;

/** The question before merging `merge` into `keep`: who stays, who is archived, no way back. */
export function mergeQuestion(keep: MergeSide, merge: MergeSide): string {
  return tf('cleanup.duplicates.confirm', {
    keepName: fullName(keep),
    keepNumber: String(keep.registrationNumber),
    mergeName: fullName(merge),
    mergeNumber: String(merge.registrationNumber),
  });
}

/** The fix form: a birth number of 9 or 10 digits (slash optional) or none, a date, a sex.
 * Whether they agree is the server's check; its errors land on the fields. */
export const fixBirthNumberSchema = z.object({
  birthNumber: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d{6}\/?\d{3,4}$/.test(text), t('cleanup.fix.birthNumberFormat')),
  birthDate: z.string().min(1, messages.required),
  sex: z.enum(['MALE', 'FEMALE']),
});

export type FixBirthNumberValues = z.infer<typeof fixBirthNumberSchema>;

export function fixInput(memberId: number, values: FixBirthNumberValues): FixBirthNumberInput {
  const digits = values.birthNumber.replace(/[\s/]/g, '');
  return { memberId, birthNumber: digits === '' ? null : digits, birthDate: values.birthDate, sex: values.sex };
}

export interface FisListLoad {
  sector: string;
  listKey: string;
  listName: string;
  athletes: number;
  newList: boolean;
  added: number;
  proposals: number;
}

/** What loading a list did: "Listina AL 413 (22nd FIS points list 2024/25): 461 závodníků,
 * 2 návrhy.", the same version with athletes it lacked, or that nothing changed. */
export function fisLoadMessage(load: FisListLoad): string {
  const names = { sector: load.sector, key: load.listKey, name: load.listName, proposals: pluralKey('cleanup.fis.proposals', load.proposals) };
  if (load.newList) return tf('cleanup.fis.upload.loaded', { ...names, athletes: pluralKey('cleanup.fis.athletes', load.athletes) });
  if (load.added > 0) return tf('cleanup.fis.upload.extended', { ...names, added: formatNumber(load.added) });
  // Loaded before: proposals for members added since may still come.
  if (load.proposals > 0) return tf('cleanup.fis.upload.reproposed', names);
  return tf('cleanup.fis.upload.unchanged', names);
}

/** A proposal's score of 0–100 as "92 %". */
export const fisScoreText = (score: number): string => formatPercent(score / 100);

/** The files FIS publishes its points lists as. */
export const FIS_LIST_ACCEPT = ['.csv', '.xlsx'] as const;
/** The api's limit of an uploaded list (uploadFisPointsList: at most 20 MB). */
export const MAX_FIS_LIST_BYTES = 20 * 1024 * 1024;
