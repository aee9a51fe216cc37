// A comment on a report and, for Admin, its move to one of the states the server offers (the
// comment is then optional and goes to the reporter with the e-mail about the change).
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions } from '../../../components/ui/options';
import type { FeedbackStatus } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import type { FeedbackDetail } from '../api/feedback';
import { useChangeFeedback } from '../api/change-feedback';
import { changeProblem } from '../feedback-form';

interface FieldErrors {
  status?: string | undefined;
  comment?: string | undefined;
}

export function FeedbackChangeForm({ detail }: { detail: FeedbackDetail }) {
  const change = useChangeFeedback();
  const headingId = useId();
  const report = detail.feedback;
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const manage = detail.nextStatuses.length > 0;
  const problem = touched ? changeProblem(comment, status !== '') : undefined;
  const chosen = detail.nextStatuses.find((option) => option.status === status);

  const submit = async () => {
    setTouched(true);
    setServerErrors({});
    setFormError(undefined);
    if (changeProblem(comment, status !== '') !== undefined) return;
    try {
      await change.mutateAsync({ id: report.id, status: status === '' ? null : status, comment: comment.trim() === '' ? null : comment.trim() });
      flashStore.add({ message: chosen ? tf('feedback.change.moved', { status: chosen.label }) : t('feedback.change.saved') });
      setStatus('');
      setComment('');
      setTouched(false);
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      const fields: FieldErrors = {};
      for (const { field, message } of problems.fields) {
        if (field === 'status' || field === 'comment') fields[field] = message;
        else rest.push(message);
      }
      setServerErrors(fields);
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    }
  };

  if (!detail.canComment && !manage) return <p className="hint feedback-closed">{t('feedback.change.closed')}</p>;
  const title = t(manage ? 'feedback.change.titleAdmin' : 'feedback.change.title');
  return (
    <form
      className="card feedback-change"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId}>{title}</h2>
      {formError && <Alert variant="danger">{formError}</Alert>}
      {manage && (
        <FormRow label={t('feedback.change.status')} error={serverErrors.status}>
          {(control) => (
            <select {...control} value={status} onChange={(event) => setStatus(event.target.value as FeedbackStatus | '')}>
              <option value="">{tf('feedback.change.keepStatus', { status: report.statusLabel })}</option>
              <ChoiceOptions choices={detail.nextStatuses.map((option) => ({ value: option.status, label: option.label }))} />
            </select>
          )}
        </FormRow>
      )}
      <FormRow
        label={t('feedback.change.comment')}
        optional={status !== ''}
        hint={t(manage ? 'feedback.change.commentHint' : 'feedback.change.commentHintReporter')}
        error={serverErrors.comment ?? problem}
      >
        {(control) => <textarea {...control} rows={4} value={comment} onChange={(event) => setComment(event.target.value)} />}
      </FormRow>
      <div className="form-actions">
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t('feedback.change.sending') : t(status === '' ? 'feedback.change.submitComment' : 'feedback.change.submitStatus')}
        </button>
      </div>
    </form>
  );
}
