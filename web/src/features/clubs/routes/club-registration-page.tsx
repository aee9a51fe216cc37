// /registrace-klubu: the public request to register a club, and the confirmation page
// /registrace-klubu-zadost-odeslana?email=….
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import type { LegalForm } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { contactMessages, isEmail, isIco, isPhone, isPostcode, isUrl, messages } from '../../../lib/validation';
import { departmentsApi } from '../../codebooks/api/departments';
import { getCodebookListQueryOptions } from '../../codebooks/api/codebook-queries';
import { getRegionsQueryOptions } from '../../regions/api/regions';
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
  departmentIds: z.array(z.string()).min(1, 'Vyberte alespoň jeden úsek.'),
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
      if (problems.length === 0) setFormError(error instanceof Error ? error.message : 'Vyskytla se chyba');
    }
  });

  return (
    <section className="form-page">
      <h1>Registrace klubu</h1>
      <p>
        Žádost o přijetí klubu do Svazu lyžařů ČR. Po schválení klub dostane svůj kód a kontaktní osoba e-mailem pozvánku
        do evidence jako jeho správce.
      </p>
      <form className="card club-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <fieldset>
          <legend>Klub</legend>
          {text('name', 'Název klubu')}
          <FormRow label="Právní forma" error={errors.legalForm?.message}>
            {(control) => (
              <select {...control} {...form.register('legalForm')}>
                {LEGAL_FORMS.map((legalForm) => (
                  <option key={legalForm.value} value={legalForm.value}>
                    {legalForm.label}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          {text('ico', 'IČO')}
        </fieldset>
        <fieldset>
          <legend>Sídlo</legend>
          {text('street', 'Ulice a číslo')}
          {text('municipality', 'Obec')}
          {text('postcode', 'PSČ')}
          <FormRow label="Kraj" error={errors.regionId?.message}>
            {(control) => (
              <select {...control} {...form.register('regionId')}>
                <option value="">— vyberte —</option>
                {regions.data?.map((region) => (
                  <option key={region.id} value={region.id}>
                    {region.name}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
        </fieldset>
        <fieldset aria-describedby={errors.departmentIds ? 'registration-departments-error' : undefined}>
          <legend>Úseky, ve kterých klub působí</legend>
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
          <legend>Kontakty klubu</legend>
          {text('email', 'E-mail klubu', 'email')}
          {text('phone', 'Telefon klubu', 'tel')}
          {text('web', 'Web', 'text', true)}
        </fieldset>
        <fieldset>
          <legend>Kontaktní osoba (budoucí správce klubu v evidenci)</legend>
          {text('contactFirstName', 'Jméno')}
          {text('contactLastName', 'Příjmení')}
          {text('contactEmail', 'E-mail kontaktní osoby', 'email')}
          {text('contactPhone', 'Telefon kontaktní osoby', 'tel', true)}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Odesílám…' : 'Odeslat žádost'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function ClubRegistrationSentPage({ email }: { email: string | undefined }) {
  return (
    <section className="card narrow">
      <h1>Žádost odeslána</h1>
      <p>
        Děkujeme, žádost o registraci klubu jsme přijali.
        {email ? (
          <>
            {' '}
            Potvrzení a později i výsledek posouzení pošleme na <strong>{email}</strong>.
          </>
        ) : null}
      </p>
      <p>
        <Link to="/">Zpět na úvodní stránku</Link>
      </p>
    </section>
  );
}
