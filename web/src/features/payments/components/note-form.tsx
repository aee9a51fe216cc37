// A decision that needs a written reason (spec: Admin's changes of money carry a note): a
// dialog with the required note, the decision's own fields and its button.
import { type ReactNode, useState } from 'react';
import { acceptButtonClass } from '../../../components/ui/confirm';
import { modalStore } from '../../../components/ui/modal-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { messages } from '../../../lib/validation';

interface NoteFormProps {
  /** What the decision means, above the note. */
  text: string;
  submitLabel: string;
  danger?: boolean;
  /** More fields before the note (a day, an order). */
  children?: ReactNode;
  /** Sends the decision with the note; a rejection's message shows under the note. */
  onSubmit: (note: string) => Promise<unknown>;
  /** Called after success, the dialog closed. */
  onDone: () => void;
}

/** The message of a failed request: the first field's message, else the error's. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof GraphQLRequestError) return failure.errors[0]?.extensions?.fields?.[0]?.message ?? failure.message;
  return failure instanceof Error ? failure.message : t('ui.error');
}

export function NoteForm({ text, submitLabel, danger = false, children, onSubmit, onDone }: NoteFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim() === '') {
          setError(messages.required);
          return;
        }
        setSending(true);
        onSubmit(note.trim())
          .then(() => {
            modalStore.close();
            onDone();
          })
          .catch((failure: unknown) => setError(failureMessage(failure)))
          .finally(() => setSending(false));
      }}
    >
      <p>{text}</p>
      {children}
      <div className="field">
        <label htmlFor="decision-note">{t('payments.note')}</label>
        <textarea
          id="decision-note"
          rows={3}
          value={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'decision-note-error' : 'decision-note-hint'}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="hint" id="decision-note-hint">
          {t('payments.noteHint')}
        </p>
      </div>
      {error && (
        <p className="field-error" id="decision-note-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className={acceptButtonClass(danger ? 'danger' : 'default')} disabled={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
