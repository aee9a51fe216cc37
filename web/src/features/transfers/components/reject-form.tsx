// The releasing club's or the federation's rejection: a dialog with the required reason (both
// clubs see it); the server's refusal shows under the reason.
import { useState } from 'react';
import { modalStore } from '../../../components/ui/modal-store';
import { t } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';

interface RejectFormProps {
  /** Sends the rejection with its reason. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** Called after success, the dialog closed. */
  onDone: () => void;
}

export function RejectForm({ onSubmit, onDone }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setError(messages.required);
          return;
        }
        setSending(true);
        onSubmit(reason.trim())
          .then(() => {
            modalStore.close();
            onDone();
          })
          .catch((failure: unknown) => {
            const problems = serverProblems(failure);
            setError(problems.fields[0]?.message ?? problems.message);
          })
          .finally(() => setSending(false));
      }}
    >
      <p>{t('transfers.reject.text')}</p>
      <div className="field">
        <label htmlFor="transfer-reject-reason">{t('transfers.reject.reason')}</label>
        <textarea
          id="transfer-reject-reason"
          rows={3}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'transfer-reject-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      {error && (
        <p className="field-error" id="transfer-reject-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button button-destructive" disabled={sending}>
          {t('transfers.action.REJECT')}
        </button>
      </div>
    </form>
  );
}
