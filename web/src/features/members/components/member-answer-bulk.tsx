// The club members grid's bulk action: one answer for the next season for every selected row.
import { useId, useState } from 'react';
import { flashStore } from '../../../components/ui/flash-store';
import { ValueOptions } from '../../../components/ui/options';
import type { MemberAnswerStatus } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { useSetMemberAnswers } from '../api/member-answers';
import { MEMBER_ANSWERS, answerErrorMessage, answerLabel, answersSetMessage, isMemberAnswer, setMemberAnswersInput } from '../member-answer';

/** The select and its button in the selection toolbar; a success clears the selection. */
export function MemberAnswerBulkAction({ memberIds, onDone }: { memberIds: number[]; onDone: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState<MemberAnswerStatus>('WANTS_TO_BE_MEMBER');
  const save = useSetMemberAnswers();
  const apply = () => {
    const input = setMemberAnswersInput(memberIds, answer);
    save.mutate(input, {
      onSuccess: (result) => {
        flashStore.add({ message: answersSetMessage(result.answer, input.memberIds.length) });
        onDone();
      },
      onError: (failure) => flashStore.add({ message: answerErrorMessage(failure), variant: 'danger', autoDismiss: false }),
    });
  };
  return (
    <span className="selection-field">
      <label htmlFor={id}>{t('members.answer.bulkLabel')}</label>
      <select id={id} value={answer} onChange={(event) => isMemberAnswer(event.target.value) && setAnswer(event.target.value)}>
        <ValueOptions values={MEMBER_ANSWERS} label={answerLabel} />
      </select>
      <button type="button" className="button-secondary" disabled={save.isPending} onClick={apply}>
        {t('members.answer.bulkApply')}
      </button>
    </span>
  );
}
