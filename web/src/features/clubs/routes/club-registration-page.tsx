// /registrace-klubu: the public request to register a club, and the confirmation page
// /registrace-klubu-zadost-odeslana?email=….
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions, NamedOptions } from '../../../components/ui/options';
import { richText } from '../../../components/ui/rich-text';
import type { LegalForm } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { contactMessages, isEmail, isIco, isPhone, isPostcode, isUrl, messages } from '../../../lib/validation';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { getRegionsQueryOptions } from '../../regions';
import { useSubmitClubRequest } from '../api/club-requests';
import { LEGAL_FORMS } from '../components/club-schema';

const required = z.string().trim().min(1, messages.required);

const registrationSchema = z.object({
  name: required,
  legalForm: required,
  ico: required.refine(isIco, contactMessages.ico),
  street: required,
  municipality: required,
  postcode: required.refine(isPostcode, contactMessages.postcode),
  regionId: required,
  departmentIds: z.array(z.string()).min(1, t('clubs.form.departmentsRequired')),
  email: required.refine(isEmail, contactMessages.email),
  phone: required.refine(isPhone, contactMessages.phone),
  web: z.string().refine((text) => text.trim() === '' || isUrl(text), contactMessages.url),
  contactFirstName: required,
  contactLastName: required,
  contactEmail: required.refine(isEmail, contactMessages.email),
  contactPhone: z.string().refine((text) => text.trim() === '' || isPhone(text), contactMessages.phone),
});

type RegistrationValues = z.infer<typeof registrationSchema>;

export function ClubRegistrationPage() {
  const navigate = useNavigate();
  const submitRequest = useSubmitClubRequest();
  const regions = useQuery(getRegionsQueryOptions());
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const [formError, setFormError] = useState<string>();
  usePageTitle(t('clubs.registration.title'));
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      name: '', legalForm: 'ASSOCIATION', ico: '', street: '', municipality: '', postcode: '', regionId: '',
      departmentIds: [], email: '', phone: '', web: '', contactFirstName: '', contactLastName: '', contactEmail: '', contactPhone: '',
    },
  });
  const errors = form.formState.errors;
  const text = (name: keyof RegistrationValues, label: string, type = 'text', optional = false) => (
    <FormRow label={label} error={errors[name]?.message} optional={optional}>
      {(control) => <input {...control} type={type} {...form.register(name)} />}
    </FormRow>
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const email = await submitRequest.mutateAsync({
        ...values,
        legalForm: values.legalForm as LegalForm,
        ico: values.ico.replace(/\s/g, ''),
        regionId: Number(values.regionId),
        departmentIds: values.departmentIds.map(Number),
        web: values.web.trim() || null,
        contactPhone: values.contactPhone.trim() || null,
      });
      await navigate({ to: '/registrace-klubu-zadost-odeslana', search: { email: email.submitClubRequest } });
    } catch (error) {
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const problems = first?.extensions?.fields ?? (typeof first?.extensions?.field === 'string' ? [{ field: first.extensions.field, message: first.message ?? '' }] : []);
      for (const problem of problems) {
        if (problem.field in registrationSchema.shape) form.setError(problem.field as keyof RegistrationValues, { type: 'server', message: problem.message });
      }
      if (problems.length === 0) setFormError(error instanceof Error ? error.message : t('clubs.error'));
    }
  });

  return (
    <section className="form-page">
      <h1>{t('clubs.registration.title')}</h1>
      <p>{t('clubs.registration.intro')}</p>
      <form className="card club-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <fieldset>
          <legend>{t('clubs.form.club')}</legend>
          {text('name', t('clubs.registration.name'))}
          <FormRow label={t('clubs.form.legalForm')} error={errors.legalForm?.message}>
            {(control) => (
              <select {...control} {...form.register('legalForm')}>
                <ChoiceOptions choices={LEGAL_FORMS} />
              </select>
            )}
          </FormRow>
          {text('ico', t('clubs.form.ico'))}
        </fieldset>
        <fieldset>
          <legend>{t('clubs.form.seat')}</legend>
          {text('street', t('clubs.form.street'))}
          {text('municipality', t('clubs.form.municipality'))}
          {text('postcode', t('clubs.form.postcode'))}
          <FormRow label={t('clubs.form.region')} error={errors.regionId?.message}>
            {(control) => (
              <select {...control} {...form.register('regionId')}>
                <option value="">{t('clubs.choose')}</option>
                <NamedOptions items={regions.data} />
              </select>
            )}
          </FormRow>
        </fieldset>
        <fieldset aria-describedby={errors.departmentIds ? 'registration-departments-error' : undefined}>
          <legend>{t('clubs.form.departments')}</legend>
          <div className="checkbox-grid">
            {departments.data?.map((department) => (
              <label key={department.id}>
                <input type="checkbox" value={String(department.id)} {...form.register('departmentIds')} /> {department.name}
              </label>
            ))}
          </div>
          {errors.departmentIds && (
            <p className="field-error" id="registration-departments-error">
              {errors.departmentIds.message}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('clubs.registration.clubContacts')}</legend>
          {text('email', t('clubs.registration.email'), 'email')}
          {text('phone', t('clubs.registration.phone'), 'tel')}
          {text('web', t('clubs.form.web'), 'text', true)}
        </fieldset>
        <fieldset>
          <legend>{t('clubs.registration.contactPerson')}</legend>
          {text('contactFirstName', t('clubs.registration.contactFirstName'))}
          {text('contactLastName', t('clubs.registration.contactLastName'))}
          {text('contactEmail', t('clubs.registration.contactEmail'), 'email')}
          {text('contactPhone', t('clubs.registration.contactPhone'), 'tel', true)}
        </fieldset>
        <FormActions submitting={form.formState.isSubmitting} submitLabel={t('clubs.registration.submit')} sendingLabel={t('clubs.registration.sending')} />
      </form>
    </section>
  );
}

export function ClubRegistrationSentPage({ email }: { email: string | undefined }) {
  usePageTitle(t('clubs.registrationSent.title'));
  return (
    <section className="card narrow">
      <h1>{t('clubs.registrationSent.title')}</h1>
      <p>
        {t('clubs.registrationSent.thanks')}
        {email ? (
          <>
            {' '}
            {richText(t('clubs.registrationSent.email'), { email: <strong>{email}</strong> })}
          </>
        ) : null}
      </p>
      <p>
        <Link to="/">{t('clubs.registrationSent.home')}</Link>
      </p>
    </section>
  );
}
