// The form of any codebook item, built from its fields: react-hook-form with the zod schema of
// the fields (Czech messages of spec §5); errors of the server land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { ChoiceOptions } from '../../../components/ui/options';
import { serverProblems } from '../../../lib/server-problems';
import { t } from '../../../lib/i18n';
import { type FieldSpec, type FormValues, SELECT_KINDS, formSchema } from '../codebook';
import { useFieldOptions } from './field-options';

interface CodebookFormProps {
  fields: readonly FieldSpec[];
  defaultValues: FormValues;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<unknown>;
  /** Fields fixed by the page (e.g. the filters a sport center is created in). */
  readOnlyFields?: readonly string[];
}

export function CodebookForm({ fields, defaultValues, submitLabel, onSubmit, readOnlyFields = [] }: CodebookFormProps) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues>({ defaultValues, resolver: zodResolver(formSchema(fields)) });
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const problems = serverProblems(error);
      const names = new Set(fields.map((field) => field.name));
      for (const problem of problems.fields) {
        if (names.has(problem.field)) form.setError(problem.field, { type: 'server', message: problem.message });
        else setFormError(problem.message);
      }
      if (problems.message) setFormError(problems.message);
    }
  });
  return (
    <form className="card codebook-form" onSubmit={(event) => void submit(event)} noValidate>
      {formError && <Alert variant="danger">{formError}</Alert>}
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          register={form.register}
          errors={form.formState.errors}
          fixedValue={readOnlyFields.includes(field.name) ? String(defaultValues[field.name] ?? '') : undefined}
        />
      ))}
      <FormActions submitting={form.formState.isSubmitting} submitLabel={submitLabel} sendingLabel={t('codebooks.form.saving')} />
    </form>
  );
}

interface FormFieldProps {
  field: FieldSpec;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  /** The value of a field the page fixes: shown, sent, not editable. */
  fixedValue: string | undefined;
}

function FormField({ field, register, errors, fixedValue }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors[field.name]?.message;
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  let control;
  if (field.kind === 'checkbox') {
    return (
      <div className="field field-checkbox">
        <label htmlFor={id}>
          <input id={id} type="checkbox" aria-describedby={field.hint ? `${id}-hint` : undefined} {...register(field.name)} /> {field.label}
        </label>
        {field.hint && (
          <p className="hint" id={`${id}-hint`}>
            {field.hint}
          </p>
        )}
      </div>
    );
  } else if (SELECT_KINDS.includes(field.kind)) {
    control = <SelectControl id={id} field={field} register={register} fixedValue={fixedValue} described={described} />;
  } else {
    const type = field.kind === 'date' ? 'date' : 'text';
    control = (
      <input
        id={id}
        type={type}
        inputMode={field.kind === 'year' ? 'numeric' : undefined}
        readOnly={fixedValue !== undefined}
        {...described}
        {...register(field.name)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.optional ? <span className="hint">{t('codebooks.form.optional')}</span> : null}
      </label>
      {control}
      {field.hint && <p className="hint">{field.hint}</p>}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectControlProps {
  id: string;
  field: FieldSpec;
  register: UseFormRegister<FormValues>;
  fixedValue: string | undefined;
  described: Record<string, unknown>;
}

function SelectControl({ id, field, register, fixedValue, described }: SelectControlProps) {
  const { options, loading } = useFieldOptions(field.kind);
  const fixed = fixedValue !== undefined;
  // Selects cannot be read-only: a fixed one is shown disabled and its value travels in a
  // hidden input.
  if (loading) {
    // Registered only once the options exist, so the stored value finds its option.
    return (
      <select id={id} disabled>
        <option>{t('codebooks.form.loading')}</option>
      </select>
    );
  }
  const binding = fixed ? { value: fixedValue, onChange: () => undefined } : register(field.name);
  return (
    <>
      <select id={id} disabled={fixed} {...described} {...binding}>
        <option value="">{field.optional ? (field.emptyLabel ?? t('codebooks.form.noneOption')) : t('codebooks.form.chooseOption')}</option>
        <ChoiceOptions choices={options} />
      </select>
      {fixed && <input type="hidden" {...register(field.name)} />}
    </>
  );
}
