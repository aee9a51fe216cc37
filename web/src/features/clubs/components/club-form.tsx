// The club record form (create and edit): react-hook-form with the zod schema of club-schema;
// errors of the server land on their fields. Fields the server reserves for the federation
// (code, region, state, departments; `Club.reservedFields`) are shown but not editable.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions, NamedOptions } from '../../../components/ui/options';
import type { ClubField } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { getRegionsQueryOptions } from '../../regions';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { CLUB_STATES, type ClubFormValues, LEGAL_FORMS, clubSchema } from './club-schema';

interface ClubFormProps {
  defaultValues: ClubFormValues;
  submitLabel: string;
  /** Fields the asker may not change (the server's `reservedFields`); shown, not editable. */
  reservedFields?: readonly ClubField[];
  onSubmit: (values: ClubFormValues) => Promise<unknown>;
}

export function ClubForm({ defaultValues, submitLabel, reservedFields = [], onSubmit }: ClubFormProps) {
  const codeLocked = reservedFields.includes('CODE');
  const regionLocked = reservedFields.includes('REGION');
  const stateLocked = reservedFields.includes('STATE');
  const departmentsLocked = reservedFields.includes('DEPARTMENTS');
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
        setFormError(t('clubs.error'));
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

  if (regions.isPending || departments.isPending) return <p>{t('clubs.loading')}</p>;
  const text = (name: keyof ClubFormValues, label: string, options: { optional?: boolean; hint?: string; type?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? false} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} type={options.type ?? 'text'} {...register(name)} />}
    </FormRow>
  );

  return (
    <form className="card club-form" onSubmit={(event) => void submit(event)} noValidate>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <fieldset>
        <legend>{t('clubs.form.club')}</legend>
        <FormRow label={t('clubs.form.code')} error={errors.code?.message} hint={t('clubs.form.codeHint')}>
          {(control) => <input {...control} readOnly={codeLocked} maxLength={4} {...register('code')} />}
        </FormRow>
        {text('name', t('clubs.form.name'))}
        {text('shortName', t('clubs.form.shortName'))}
        <FormRow label={t('clubs.form.legalForm')} error={errors.legalForm?.message}>
          {(control) => (
            <select {...control} {...register('legalForm')}>
              <ChoiceOptions choices={LEGAL_FORMS} />
            </select>
          )}
        </FormRow>
        {text('ico', t('clubs.form.ico'), { optional: true })}
        {text('foundedOn', t('clubs.form.foundedOn'), { optional: true, type: 'date' })}
      </fieldset>
      <fieldset>
        <legend>{t('clubs.form.seat')}</legend>
        {text('street', t('clubs.form.street'))}
        {text('municipality', t('clubs.form.municipality'))}
        {text('postcode', t('clubs.form.postcode'))}
        <FormRow label={t('clubs.form.region')} error={errors.regionId?.message}>
          {(control) =>
            regionLocked ? (
              <>
                <select {...control} disabled value={defaultValues.regionId} onChange={() => undefined}>
                  <NamedOptions items={regions.data} />
                </select>
                <input type="hidden" {...register('regionId')} />
              </>
            ) : (
              <select {...control} {...register('regionId')}>
                <option value="">{t('clubs.choose')}</option>
                <NamedOptions items={regions.data} />
              </select>
            )
          }
        </FormRow>
      </fieldset>
      <fieldset>
        <legend>{t('clubs.form.contacts')}</legend>
        {text('email', t('clubs.form.email'), { optional: true, type: 'email' })}
        {text('phone', t('clubs.form.phone'), { optional: true, type: 'tel' })}
        {text('web', t('clubs.form.web'), { optional: true })}
        {text('bankAccount', t('clubs.form.bankAccount'), { optional: true, hint: t('clubs.form.bankAccountHint') })}
      </fieldset>
      <fieldset aria-describedby={errors.departmentIds ? 'club-departments-error' : undefined}>
        <legend>{t('clubs.form.departments')}</legend>
        {departmentsLocked ? (
          <p>
            {departments.data
              ?.filter((department) => defaultValues.departmentIds.includes(String(department.id)))
              .map((department) => department.name)
              .join(', ')}
            <span className="hint"> {t('clubs.form.departmentsLocked')}</span>
          </p>
        ) : (
          <div className="checkbox-grid">
            {departments.data?.map((department) => (
              <label key={department.id}>
                <input type="checkbox" value={String(department.id)} {...register('departmentIds')} /> {department.name}
              </label>
            ))}
          </div>
        )}
        {errors.departmentIds && (
          <p className="field-error" id="club-departments-error">
            {errors.departmentIds.message}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('clubs.form.stateSection')}</legend>
        <FormRow label={t('clubs.form.state')} error={errors.state?.message}>
          {(control) =>
            stateLocked ? (
              <>
                <select {...control} disabled value={defaultValues.state} onChange={() => undefined}>
                  <ChoiceOptions choices={CLUB_STATES} />
                </select>
                <input type="hidden" {...register('state')} />
              </>
            ) : (
              <select {...control} {...register('state')}>
                <ChoiceOptions choices={CLUB_STATES} />
              </select>
            )
          }
        </FormRow>
        {(state === 'ENDED' || defaultValues.endedOn !== '') &&
          text('endedOn', t('clubs.form.endedOn'), { type: 'date' })}
      </fieldset>
      <FormActions submitting={formState.isSubmitting} submitLabel={submitLabel} sendingLabel={t('clubs.form.saving')} />
    </form>
  );
}
