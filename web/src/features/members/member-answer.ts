// The member's answer for the next season (stays, does not want to be a member, leaves SLČR):
// its Czech labels, the input of `setMemberAnswers` and what the page says after it. Pure, so
// it is tested apart from the profile card and the club grid's bulk action.
import type { MemberAnswerStatus, SetMemberAnswersInput } from '../../gql/graphql';
import { plural } from '../../lib/format';
import { type TranslationKey, fill, t } from '../../lib/i18n';
import { serverProblems } from '../../lib/server-problems';

const LABEL_KEYS = {
  WITHOUT_ANSWER: 'members.answer.withoutAnswer',
  WANTS_TO_BE_MEMBER: 'members.answer.wantsToBeMember',
  DOES_NOT_WANT_TO_BE_MEMBER: 'members.answer.doesNotWantToBeMember',
  WANTS_TO_LEAVE_SLCR: 'members.answer.wantsToLeave',
} as const satisfies Record<MemberAnswerStatus, TranslationKey>;

/** The four answers in the order the selects offer them. */
export const MEMBER_ANSWERS = Object.keys(LABEL_KEYS) as MemberAnswerStatus[];

/** "Chce být členem". */
export const answerLabel = (answer: MemberAnswerStatus): string => t(LABEL_KEYS[answer]);

/** Whether a select's value is one of the answers. */
export const isMemberAnswer = (value: string): value is MemberAnswerStatus => Object.hasOwn(LABEL_KEYS, value);

/** The mutation's input: each member once, in the order given. */
export const setMemberAnswersInput = (memberIds: readonly number[], answer: MemberAnswerStatus): SetMemberAnswersInput => ({
  memberIds: [...new Set(memberIds)],
  answer,
});

/** The flash after a bulk set: "Odpověď „Nechce být členem“ byla nastavena 2 členům." */
export function answersSetMessage(answer: MemberAnswerStatus, count: number): string {
  const forms = {
    zero: t('members.answer.bulkDone.zero'),
    one: t('members.answer.bulkDone.one'),
    few: t('members.answer.bulkDone.few'),
    many: t('members.answer.bulkDone.many'),
  };
  return fill(plural(count, forms), { answer: answerLabel(answer) });
}

/** The server's Czech reason for a refusal: the field messages of a VALIDATION error, else the
 * message (FORBIDDEN, NO_MEMBERSHIP name what went wrong themselves). */
export function answerErrorMessage(error: unknown): string {
  const problems = serverProblems(error);
  return problems.message ?? problems.fields.map((field) => field.message).join('\n');
}
