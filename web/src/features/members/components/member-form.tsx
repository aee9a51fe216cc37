// The member record form (create and edit): react-hook-form with zod; the server checks the
// birth number against the birth date and sex and its errors land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Alert } from '../../../components/ui/alert';
import { CountryOptions } from '../../../components/ui/country-options';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { ChoiceOptions } from '../../../components/ui/options';
import type { CreateMemberInput, MemberAnswerStatus, MemberQuery } from '../../../gql/graphql';

/** The record's fields of the create and update inputs. */
export type MemberInput = Omit<CreateMemberInput, 'clubId'>;
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { contactMessages, isEmail, isPhone, messages } from '../../../lib/validation';
import { MEMBER_ANSWERS, answerLabel } from '../member-answer';

export const ANSWER_STATUSES: { value: MemberAnswerStatus; label: string }[] = MEMBER_ANSWERS.map((value) => ({ value, label: answerLabel(value) }));

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
    birthNumber: optional((text) => /^\d{6}\/?\d{3,4}$/.test(text), t('members.form.birthNumberInvalid')),
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
    fisCode: optional((text) => /^\d+$/.test(text), t('members.form.fisCodeInvalid')),
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
    lastName: values.lastName.trim(), titleAfter: orNull(values.titleAfter), sex: values.sex, birthDate: values.birthDate,
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
          <CountryOptions />
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
      if (problems.length === 0) setFormError(error instanceof Error ? error.message : t('members.error'));
    }
  });
  return (
    <form className="card club-form" noValidate onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="danger">{formError}</Alert>}
      {children}
      <fieldset>
        <legend>{t('members.form.person')}</legend>
        {text('titleBefore', t('members.form.titleBefore'), { optional: true })}
        {text('firstName', t('members.form.firstName'))}
        {text('middleNames', t('members.form.middleNames'), { optional: true })}
        {text('lastName', t('members.form.lastName'))}
        {text('titleAfter', t('members.form.titleAfter'), { optional: true })}
        <FormRow label={t('members.form.sex')} error={errors.sex?.message}>
          {(control) => (
            <select {...control} {...form.register('sex')}>
              <option value="MALE">{t('members.sex.male')}</option>
              <option value="FEMALE">{t('members.sex.female')}</option>
            </select>
          )}
        </FormRow>
        {text('birthDate', t('members.form.birthDate'), { type: 'date' })}
        {countrySelect('citizenship', t('members.form.citizenship'))}
        {text('birthNumber', t('members.form.birthNumber'), { optional: true, hint: t('members.form.birthNumberHint') })}
        {text('fisCode', t('members.form.fisCode'), { optional: true })}
      </fieldset>
      <fieldset>
        <legend>{t('members.form.address')}</legend>
        {text('street', t('members.form.street'), { optional: true })}
        {text('houseNumber', t('members.form.houseNumber'), { optional: true })}
        {text('orientationNumber', t('members.form.orientationNumber'), { optional: true })}
        {text('municipality', t('members.form.municipality'), { optional: true })}
        {text('municipalityPart', t('members.form.municipalityPart'), { optional: true })}
        {text('postcode', t('members.form.postcode'), { optional: true })}
        {countrySelect('country', t('members.form.country'))}
      </fieldset>
      <fieldset>
        <legend>{t('members.form.contacts')}</legend>
        {text('email', t('members.form.email'), { optional: true, type: 'email' })}
        {text('phone', t('members.form.phone'), { optional: true, type: 'tel' })}
        <FormRow label={t('members.form.answerStatus')} error={errors.answerStatus?.message}>
          {(control) => (
            <select {...control} {...form.register('answerStatus')}>
              <ChoiceOptions choices={ANSWER_STATUSES} />
            </select>
          )}
        </FormRow>
      </fieldset>
      <FormActions submitting={form.formState.isSubmitting} submitLabel={submitLabel} sendingLabel={t('members.form.saving')} />
    </form>
  );
}
