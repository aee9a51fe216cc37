import { type ReactNode, useId } from 'react';
import { t } from '../../lib/i18n';

/** What a control needs to be labelled and tied to its error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormRowProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** One labelled form control with its hint and its Czech error under it. */
export function FormRow({ label, error, hint, optional, children }: FormRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control: ControlProps = error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="hint">{` ${t('ui.form.optional')}`}</span> : null}
      </label>
      {children(control)}
      {hint && <p className="hint">{hint}</p>}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
