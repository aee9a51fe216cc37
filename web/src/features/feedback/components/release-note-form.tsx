// A release note as a form, new or changed (Admin): version, date and the Markdown text. The
// server's refusals (a version already in the list among them) land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import type { ReleaseNoteInput } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { RELEASE_NOTE_FIELDS, type ReleaseNoteFormValues, releaseNoteInput, releaseNoteSchema } from '../release-note-form';

interface ReleaseNoteFormProps {
  title: string;
  initial: ReleaseNoteFormValues;
  submitLabel: string;
  /** Saves the input; a refusal is thrown (a GraphQL error with its fields). */
  onSave: (input: ReleaseNoteInput) => Promise<unknown>;
  onCancel: () => void;
}

export function ReleaseNoteForm({ title, initial, submitLabel, onSave, onCancel }: ReleaseNoteFormProps) {
  const headingId = useId();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ReleaseNoteFormValues>({ defaultValues: initial, resolver: zodResolver(releaseNoteSchema) });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(releaseNoteInput(values));
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      for (const problem of problems.fields) {
        const field = RELEASE_NOTE_FIELDS.find((candidate) => candidate === problem.field);
        if (field) form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
        else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    }
  });

  return (
    <form className="card release-note-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{title}</h2>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <div className="field-grid">
        <FormRow label={t('releaseNotes.form.version')} hint={t('releaseNotes.form.versionHint')} error={errors.version?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" {...register('version')} />}
        </FormRow>
        <FormRow label={t('releaseNotes.form.releasedOn')} error={errors.releasedOn?.message}>
          {(control) => <input {...control} type="date" {...register('releasedOn')} />}
        </FormRow>
      </div>
      <FormRow label={t('releaseNotes.form.body')} hint={t('releaseNotes.form.bodyHint')} error={errors.body?.message}>
        {(control) => <textarea {...control} rows={12} className="release-note-body-input" {...register('body')} />}
      </FormRow>
      <div className="form-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('releaseNotes.form.saving') : submitLabel}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('releaseNotes.form.cancel')}
        </button>
      </div>
    </form>
  );
}
