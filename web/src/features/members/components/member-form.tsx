// The member record form (create and edit): react-hook-form with zod; the server checks the
// birth number against the birth date and sex and its errors land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import type { CreateMemberInput, MemberAnswerStatus, MemberQuery, Sex } from '../../../gql/graphql';

/** The record's fields of the create and update inputs. */
export type MemberInput = Omit<CreateMemberInput, 'clubId'>;
import { COUNTRIES } from '../../../lib/countries';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { contactMessages, isEmail, isPhone, messages } from '../../../lib/validation';

export const ANSWER_STATUSES: { value: MemberAnswerStatus; label: string }[] = [
  { value: 'WITHOUT_ANSWER', label: 'Bez odpovědi' },
  { value: 'WANTS_TO_BE_MEMBER', label: 'Chce být členem' },
  { value: 'DOES_NOT_WANT_TO_BE_MEMBER', label: 'Nechce být členem' },
  { value: 'WANTS_TO_LEAVE_SLCR', label: 'Chce vystoupit ze SLČR' },
];

const optional = (check: (text: string) => boolean, message: string) =>
  z.string().refine((text) => text.trim() === '' || check(text.trim()), message);

export const memberSchema = z
  .object({
    titleBefore: z.string(),
    firstName: z.string().trim().min(1, messages.required),
    middleNames: z.string(),
    lastName: z.string().trim().min(1, messages.required),
    titleAfter: z.string(),
    sex: z.enum(['MALE', 'FEMALE']),
    birthDate: z.string().min(1, messages.required),
    birthNumber: optional((text) => /^\d{6}\/?\d{3,4}$/.test(text), 'Rodné číslo musí mít 9 nebo 10 číslic (lomítko je nepovinné)'),
    citizenship: z.string().min(1, messages.required),
    street: z.string(),
    houseNumber: z.string(),
    orientationNumber: z.string(),
    municipality: z.string(),
    municipalityPart: z.string(),
    postcode: z.string(),
    country: z.string().min(1, messages.required),
    email: optional(isEmail, contactMessages.email),
    phone: optional(isPhone, contactMessages.phone),
    fisCode: optional((text) => /^\d+$/.test(text), 'FIS kód tvoří jen číslice.'),
    answerStatus: z.string(),
  })
  .superRefine((values, context) => {
    if (values.citizenship === 'CZ' && values.birthNumber.trim() === '') {
      context.addIssue({ code: 'custom', path: ['birthNumber'], message: messages.required });
    }
  });

export type MemberFormValues = z.infer<typeof memberSchema>;

export const EMPTY_MEMBER: MemberFormValues = {
  titleBefore: '', firstName: '', middleNames: '', lastName: '', titleAfter: '', sex: 'MALE', birthDate: '', birthNumber: '',
  citizenship: 'CZ', street: '', houseNumber: '', orientationNumber: '', municipality: '', municipalityPart: '', postcode: '',
  country: 'CZ', email: '', phone: '', fisCode: '', answerStatus: 'WITHOUT_ANSWER',
};

export function memberToValues(member: MemberQuery['member']): MemberFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    titleBefore: text(member.titleBefore), firstName: member.firstName, middleNames: text(member.middleNames),
    lastName: member.lastName, titleAfter: text(member.titleAfter), sex: member.sex, birthDate: member.birthDate ? String(member.birthDate) : '',
    birthNumber: text(member.birthNumber), citizenship: member.citizenship, street: text(member.street),
    houseNumber: text(member.houseNumber), orientationNumber: text(member.orientationNumber), municipality: text(member.municipality),
    municipalityPart: text(member.municipalityPart), postcode: text(member.postcode), country: member.country ?? 'CZ',
    email: text(member.email), phone: text(member.phone), fisCode: text(member.fisCode), answerStatus: member.answerStatus,
  };
}

export function valuesToMemberInput(values: MemberFormValues): MemberInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    titleBefore: orNull(values.titleBefore), firstName: values.firstName.trim(), middleNames: orNull(values.middleNames),
    lastName: values.lastName.trim(), titleAfter: orNull(values.titleAfter), sex: values.sex as Sex, birthDate: values.birthDate,
    birthNumber: orNull(values.birthNumber), citizenship: values.citizenship, street: orNull(values.street),
    houseNumber: orNull(values.houseNumber), orientationNumber: orNull(values.orientationNumber), municipality: orNull(values.municipality),
    municipalityPart: orNull(values.municipalityPart), postcode: orNull(values.postcode), country: values.country,
    email: orNull(values.email), phone: orNull(values.phone), fisCode: orNull(values.fisCode), answerStatus: values.answerStatus as MemberAnswerStatus,
  };
}

interface MemberFormProps {
  defaultValues: MemberFormValues;
  submitLabel: string;
  onSubmit: (values: MemberFormValues) => Promise<unknown>;
  /** Extra fields above the record (the club of a new member). */
  children?: React.ReactNode;
}

export function MemberForm({ defaultValues, submitLabel, onSubmit, children }: MemberFormProps) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<MemberFormValues>({ defaultValues, resolver: zodResolver(memberSchema) });
  const errors = form.formState.errors;
  const text = (name: keyof MemberFormValues, label: string, options: { optional?: boolean; type?: string; hint?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? false} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} type={options.type ?? 'text'} {...form.register(name)} />}
    </FormRow>
  );
  const countrySelect = (name: 'citizenship' | 'country', label: string) => (
    <FormRow label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)}>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const problems = first?.extensions?.fields ?? (typeof first?.extensions?.field === 'string' ? [{ field: first.extensions.field, message: first.message ?? '' }] : []);
      for (const problem of problems) {
        if (problem.field in defaultValues) form.setError(problem.field as keyof MemberFormValues, { type: 'server', message: problem.message });
        else setFormError(problem.message);
      }
      if (problems.length === 0) setFormError(error instanceof Error ? error.message : 'Vyskytla se chyba');
    }
  });
  return (
    <form className="card club-form" noValidate onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="danger">{formError}</Alert>}
      {children}
      <fieldset>
        <legend>Osoba</legend>
        {text('titleBefore', 'Titul před jménem', { optional: true })}
        {text('firstName', 'Jméno')}
        {text('middleNames', 'Další jména', { optional: true })}
        {text('lastName', 'Příjmení')}
        {text('titleAfter', 'Titul za jménem', { optional: true })}
        <FormRow label="Pohlaví" error={errors.sex?.message}>
          {(control) => (
            <select {...control} {...form.register('sex')}>
              <option value="MALE">muž</option>
              <option value="FEMALE">žena</option>
            </select>
          )}
        </FormRow>
        {text('birthDate', 'Datum narození', { type: 'date' })}
        {countrySelect('citizenship', 'Státní občanství')}
        {text('birthNumber', 'Rodné číslo', { optional: true, hint: 'Povinné pro občany ČR; cizinci bez rodného čísla ho nevyplňují.' })}
        {text('fisCode', 'FIS kód', { optional: true })}
      </fieldset>
      <fieldset>
        <legend>Adresa (jak ji vyžaduje rejstřík NSA)</legend>
        {text('street', 'Ulice', { optional: true })}
        {text('houseNumber', 'Číslo popisné', { optional: true })}
        {text('orientationNumber', 'Číslo orientační', { optional: true })}
        {text('municipality', 'Obec', { optional: true })}
        {text('municipalityPart', 'Část obce', { optional: true })}
        {text('postcode', 'PSČ', { optional: true })}
        {countrySelect('country', 'Stát')}
      </fieldset>
      <fieldset>
        <legend>Kontakty a stav</legend>
        {text('email', 'E-mail', { optional: true, type: 'email' })}
        {text('phone', 'Telefon', { optional: true, type: 'tel' })}
        <FormRow label="Odpověď člena" error={errors.answerStatus?.message}>
          {(control) => (
            <select {...control} {...form.register('answerStatus')}>
              {ANSWER_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Ukládám…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
