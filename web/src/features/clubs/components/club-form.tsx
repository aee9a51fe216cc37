// The club record form (create and edit): react-hook-form with the zod schema of club-schema;
// errors of the server land on their fields. A Team manager sees the federation's fields
// (code, region, state) but cannot change them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { getRegionsQueryOptions } from '../../regions/api/regions';
import { departmentsApi } from '../../codebooks/api/departments';
import { getCodebookListQueryOptions } from '../../codebooks/api/codebook-queries';
import { CLUB_STATES, type ClubFormValues, LEGAL_FORMS, clubSchema } from './club-schema';

interface ClubFormProps {
  defaultValues: ClubFormValues;
  submitLabel: string;
  /** The federation's fields are shown read-only (Team managers). */
  federationFieldsLocked?: boolean;
  onSubmit: (values: ClubFormValues) => Promise<unknown>;
}

export function ClubForm({ defaultValues, submitLabel, federationFieldsLocked = false, onSubmit }: ClubFormProps) {
  const [formError, setFormError] = useState<string>();
  const regions = useQuery(getRegionsQueryOptions());
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const form = useForm<ClubFormValues>({ defaultValues, resolver: zodResolver(clubSchema) });
  const { register, formState } = form;
  const errors = formState.errors;
  const state = form.watch('state');

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) {
        setFormError('Vyskytla se chyba');
        return;
      }
      const first = error.errors[0];
      const fields = first?.extensions?.fields ?? [];
      const conflict = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined;
      const problems = fields.length > 0 ? fields : conflict ? [{ field: conflict, message: first?.message ?? '' }] : [];
      if (problems.length === 0) setFormError(error.message);
      for (const problem of problems) {
        if (problem.field in defaultValues) form.setError(problem.field as keyof ClubFormValues, { type: 'server', message: problem.message });
        else setFormError(problem.message);
      }
    }
  });

  if (regions.isPending || departments.isPending) return <p>Načítám...</p>;
  const text = (name: keyof ClubFormValues, label: string, options: { optional?: boolean; hint?: string; type?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? false} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} type={options.type ?? 'text'} {...register(name)} />}
    </FormRow>
  );

  return (
    <form className="card club-form" onSubmit={(event) => void submit(event)} noValidate>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <fieldset>
        <legend>Klub</legend>
        <FormRow label="Kód klubu" error={errors.code?.message} hint="Čtyři velká písmena, např. LBSK.">
          {(control) => <input {...control} readOnly={federationFieldsLocked} maxLength={4} {...register('code')} />}
        </FormRow>
        {text('name', 'Název')}
        {text('shortName', 'Zkratka')}
        <FormRow label="Právní forma" error={errors.legalForm?.message}>
          {(control) => (
            <select {...control} {...register('legalForm')}>
              {LEGAL_FORMS.map((form) => (
                <option key={form.value} value={form.value}>
                  {form.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        {text('ico', 'IČO', { optional: true })}
        {text('foundedOn', 'Datum založení', { optional: true, type: 'date' })}
      </fieldset>
      <fieldset>
        <legend>Sídlo</legend>
        {text('street', 'Ulice a číslo')}
        {text('municipality', 'Obec')}
        {text('postcode', 'PSČ')}
        <FormRow label="Kraj" error={errors.regionId?.message}>
          {(control) =>
            federationFieldsLocked ? (
              <>
                <select {...control} disabled value={defaultValues.regionId} onChange={() => undefined}>
                  {regions.data?.map((region) => (
                    <option key={region.id} value={region.id}>
                      {region.name}
                    </option>
                  ))}
                </select>
                <input type="hidden" {...register('regionId')} />
              </>
            ) : (
              <select {...control} {...register('regionId')}>
                <option value="">— vyberte —</option>
                {regions.data?.map((region) => (
                  <option key={region.id} value={region.id}>
                    {region.name}
                  </option>
                ))}
              </select>
            )
          }
        </FormRow>
      </fieldset>
      <fieldset>
        <legend>Kontakty</legend>
        {text('email', 'E-mail', { optional: true, type: 'email' })}
        {text('phone', 'Telefon', { optional: true, type: 'tel' })}
        {text('web', 'Web', { optional: true })}
        {text('bankAccount', 'Bankovní účet', { optional: true, hint: 'Např. 19-2000145399/0800.' })}
      </fieldset>
      <fieldset aria-describedby={errors.departmentIds ? 'club-departments-error' : undefined}>
        <legend>Úseky, ve kterých klub působí</legend>
        <div className="checkbox-grid">
          {departments.data?.map((department) => (
            <label key={department.id}>
              <input type="checkbox" value={String(department.id)} {...register('departmentIds')} /> {department.name}
            </label>
          ))}
        </div>
        {errors.departmentIds && (
          <p className="field-error" id="club-departments-error">
            {errors.departmentIds.message}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>Stav</legend>
        <FormRow label="Stav klubu" error={errors.state?.message}>
          {(control) =>
            federationFieldsLocked ? (
              <>
                <select {...control} disabled value={defaultValues.state} onChange={() => undefined}>
                  {CLUB_STATES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <input type="hidden" {...register('state')} />
              </>
            ) : (
              <select {...control} {...register('state')}>
                {CLUB_STATES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )
          }
        </FormRow>
        {(state === 'ENDED' || defaultValues.endedOn !== '') &&
          text('endedOn', 'Datum ukončení činnosti', { type: 'date' })}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Ukládám…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
