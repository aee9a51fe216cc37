// The timekeeping company form (Admin): the server checks IČO, e-mail, phone and web and its
// field errors land under the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import type { TimekeepingCompanyInput } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';

const schema = z.object({
  name: z.string().trim().min(1, messages.required),
  ico: z.string(),
  email: z.string(),
  phone: z.string(),
  web: z.string(),
  contactPerson: z.string(),
  note: z.string(),
});

export type TimekeeperValues = z.infer<typeof schema>;

export const EMPTY_TIMEKEEPER: TimekeeperValues = { name: '', ico: '', email: '', phone: '', web: '', contactPerson: '', note: '' };

export function valuesToInput(values: TimekeeperValues): TimekeepingCompanyInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name.trim(),
    ico: optional(values.ico),
    email: optional(values.email),
    phone: optional(values.phone),
    web: optional(values.web),
    contactPerson: optional(values.contactPerson),
    note: optional(values.note),
  };
}

export function TimekeeperForm({ defaultValues, submitLabel, onSubmit }: { defaultValues: TimekeeperValues; submitLabel: string; onSubmit: (values: TimekeeperValues) => Promise<unknown> }) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<TimekeeperValues>({ defaultValues, resolver: zodResolver(schema) });
  const { register, formState } = form;
  const errors = formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      for (const problem of problems.fields) {
        if (problem.field in EMPTY_TIMEKEEPER) form.setError(problem.field as Path<TimekeeperValues>, { type: 'server', message: problem.message });
        else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    }
  });
  const text = (name: keyof TimekeeperValues, label: string, options: { optional?: boolean; type?: string; hint?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? true} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} type={options.type ?? 'text'} {...register(name)} />}
    </FormRow>
  );
  return (
    <form className="card" noValidate onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="danger">{formError}</Alert>}
      {text('name', t('timekeepers.field.name'), { optional: false })}
      {text('ico', t('timekeepers.field.ico'), { hint: t('timekeepers.field.icoHint') })}
      {text('contactPerson', t('timekeepers.field.contactPerson'))}
      {text('email', t('timekeepers.field.email'), { type: 'email' })}
      {text('phone', t('timekeepers.field.phone'), { type: 'tel' })}
      {text('web', t('timekeepers.field.web'))}
      <FormRow label={t('timekeepers.field.note')} error={errors.note?.message} optional>
        {(control) => <textarea {...control} rows={3} {...register('note')} />}
      </FormRow>
      <FormActions submitting={formState.isSubmitting} submitLabel={submitLabel} sendingLabel={t('racing.form.saving')} />
    </form>
  );
}
