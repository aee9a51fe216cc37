import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The form is being sent: the button waits (and says `sendingLabel` when there is one). */
  submitting: boolean;
  submitLabel: string;
  sendingLabel?: string;
  /** More actions after the submit button (a link, a delete button). */
  children?: ReactNode;
}

/** The row under a form with its submit button. */
export function FormActions({ submitting, submitLabel, sendingLabel, children }: FormActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={submitting}>
        {submitting && sendingLabel !== undefined ? sendingLabel : submitLabel}
      </button>
      {children}
    </div>
  );
}
