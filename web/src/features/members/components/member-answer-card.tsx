// The own profile's card "Členství v příští sezóně": the member's answer to the federation,
// which the season rollover acts on, and a select to change it.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ValueOptions } from '../../../components/ui/options';
import type { MemberAnswerStatus } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { useSetMemberAnswers } from '../api/member-answers';
import { MEMBER_ANSWERS, answerErrorMessage, answerLabel, isMemberAnswer, setMemberAnswersInput } from '../member-answer';

export function MemberAnswerCard({ memberId, answer }: { memberId: number; answer: MemberAnswerStatus }) {
  const [chosen, setChosen] = useState<MemberAnswerStatus>(answer);
  const [error, setError] = useState<string>();
  const save = useSetMemberAnswers();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(setMemberAnswersInput([memberId], chosen), {
      onSuccess: (result) => flashStore.add({ message: tf('members.answer.saved', { answer: answerLabel(result.answer) }) }),
      onError: (failure) => setError(answerErrorMessage(failure)),
    });
  };
  return (
    <form className="card settings-form" aria-labelledby="member-answer-title" noValidate onSubmit={submit}>
      <h2 id="member-answer-title">{t('members.answer.cardTitle')}</h2>
      {error && <Alert variant="danger">{error}</Alert>}
      <p>{tf('members.answer.current', { answer: answerLabel(answer) })}</p>
      <FormRow label={t('members.answer.own')} hint={t('members.answer.cardHint')}>
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => isMemberAnswer(event.target.value) && setChosen(event.target.value)}>
            <ValueOptions values={MEMBER_ANSWERS} label={answerLabel} />
          </select>
        )}
      </FormRow>
      <FormActions submitting={save.isPending} submitLabel={t('members.answer.save')} sendingLabel={t('members.answer.saving')} />
    </form>
  );
}
