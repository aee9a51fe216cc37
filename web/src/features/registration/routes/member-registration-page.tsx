// /registrace-clena: a member registers at a club, or a parent registers a child. The first
// question (who registers) shapes the rest of the form; the answer to sending is always the
// "check your inbox" page, whatever the register holds.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { CountryOptions } from '../../../components/ui/country-options';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { useRegistrationConsent, useSubmitMemberRegistration } from '../api/public-form';
import { birthNumberFacts } from '../components/birth-number';
import { ClubPicker } from '../components/club-picker';
import { EMPTY_REGISTRATION, type RegistrationValues, formField, registrationInput, registrationSchema } from '../components/registration-schema';

type TextName = Exclude<keyof RegistrationValues, 'forChild' | 'clubId' | 'sex' | 'consent' | 'citizenship' | 'country'>;

interface TextOptions {
  type?: 'text' | 'email' | 'tel' | 'date';
  optional?: boolean;
  hint?: string;
  autoComplete?: string;
}

export function MemberRegistrationPage() {
  const navigate = useNavigate();
  const submitRequest = useSubmitMemberRegistration();
  const consent = useRegistrationConsent();
  const [formError, setFormError] = useState<string>();
  usePageTitle(t('registration.title'));
  const form = useForm<RegistrationValues>({ resolver: zodResolver(registrationSchema), defaultValues: EMPTY_REGISTRATION });
  const errors = form.formState.errors;
  const club = useController({ name: 'clubId', control: form.control });
  const who = form.watch('forChild');
  const forChild = who === 'child';

  const text = (name: TextName, label: string, options: TextOptions = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional} hint={options.hint}>
      {(control) => <input {...control} type={options.type ?? 'text'} autoComplete={options.autoComplete} {...form.register(name)} />}
    </FormRow>
  );
  const country = (name: 'citizenship' | 'country', label: string) => (
    <FormRow label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)}>
          <CountryOptions />
        </select>
      )}
    </FormRow>
  );
  const radioGroup = (name: 'forChild' | 'sex', legend: string, choices: { value: string; label: string; hint?: string }[], className: string) => {
    const error = errors[name]?.message;
    const errorId = `registration-${name}-error`;
    return (
      <fieldset className={className} aria-describedby={error ? errorId : undefined}>
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input type="radio" value={choice.value} aria-invalid={error ? true : undefined} {...form.register(name)} />
            <span>
              {choice.label}
              {choice.hint && <span className="hint choice-hint">{choice.hint}</span>}
            </span>
          </label>
        ))}
        {error && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  // A valid birth number fills the birth date and sex the applicant has not filled yet.
  const birthNumber = form.register('birthNumber', {
    onChange: (event: { target: { value: string } }) => {
      const facts = birthNumberFacts(event.target.value);
      if (!facts) return;
      // After a failed submit the filled fields are checked again, so their errors go.
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      if (form.getValues('birthDate') === '') form.setValue('birthDate', facts.birthDate, options);
      if (form.getValues('sex') === '') form.setValue('sex', facts.sex, options);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (!consent.data) {
      setFormError(t('registration.consentUnavailable'));
      return;
    }
    try {
      const email = await submitRequest.mutateAsync(registrationInput(values, consent.data.version));
      await navigate({ to: '/registracni-email', search: { email } });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'TOO_MANY_ATTEMPTS') {
        setFormError(error.message);
        return;
      }
      const problems = serverProblems(error);
      const elsewhere: string[] = [];
      let focus = true;
      for (const problem of problems.fields) {
        const field = formField(problem.field, values.forChild === 'child');
        if (field === undefined) {
          elsewhere.push(problem.message);
          continue;
        }
        form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: focus });
        focus = false;
      }
      if (problems.message) elsewhere.push(problems.message);
      setFormError(elsewhere.length > 0 ? elsewhere.join(' ') : t('registration.fixErrors'));
    }
  });

  const consentError = errors.consent?.message;

  return (
    <section className="form-page">
      <h1>{t('registration.title')}</h1>
      <p>{t('registration.intro')}</p>
      <p>{t('registration.intro.steps')}</p>
      <p>
        <Link to="/vyhledat-clena">{t('registration.claimLink')}</Link>
      </p>
      <form className="card club-form registration-form" onSubmit={(event) => void submit(event)} noValidate>
        {radioGroup(
          'forChild',
          t('registration.who'),
          [
            { value: 'self', label: t('registration.who.self'), hint: t('registration.who.selfHint') },
            { value: 'child', label: t('registration.who.child'), hint: t('registration.who.childHint') },
          ],
          'choice choice-cards',
        )}
        {who !== '' && (
          <>
            <ClubPicker value={club.field.value} error={errors.clubId?.message} onChoose={club.field.onChange} focusRef={club.field.ref} />
            <fieldset>
              <legend>{forChild ? t('registration.member.child') : t('registration.member.self')}</legend>
              {!forChild && text('titleBefore', t('members.form.titleBefore'), { optional: true })}
              {text('firstName', t('members.form.firstName'), { autoComplete: forChild ? 'off' : 'given-name' })}
              {text('middleNames', t('members.form.middleNames'), { optional: true })}
              {text('lastName', t('members.form.lastName'), { autoComplete: forChild ? 'off' : 'family-name' })}
              {!forChild && text('titleAfter', t('members.form.titleAfter'), { optional: true })}
              {country('citizenship', t('members.form.citizenship'))}
              <FormRow label={t('members.form.birthNumber')} error={errors.birthNumber?.message} hint={t('registration.birthNumberHint')}>
                {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" {...birthNumber} />}
              </FormRow>
              {text('birthDate', t('members.form.birthDate'), { type: 'date', autoComplete: forChild ? 'off' : 'bday' })}
              {radioGroup(
                'sex',
                t('registration.sex'),
                [
                  { value: 'MALE', label: t('registration.sex.male') },
                  { value: 'FEMALE', label: t('registration.sex.female') },
                ],
                'choice',
              )}
            </fieldset>
            <fieldset>
              <legend>{t('registration.address')}</legend>
              <p className="hint">{t('registration.address.hint')}</p>
              {text('street', t('members.form.street'), { optional: true, hint: t('registration.streetHint') })}
              {text('houseNumber', t('members.form.houseNumber'))}
              {text('orientationNumber', t('members.form.orientationNumber'), { optional: true })}
              {text('municipality', t('members.form.municipality'))}
              {text('municipalityPart', t('members.form.municipalityPart'), { optional: true })}
              {text('postcode', t('members.form.postcode'), { autoComplete: 'postal-code' })}
              {country('country', t('members.form.country'))}
            </fieldset>
            {forChild && (
              <fieldset>
                <legend>{t('registration.memberContacts')}</legend>
                <p className="hint">{t('registration.memberContacts.hint')}</p>
                {text('phone', t('registration.memberPhone'), { type: 'tel', optional: true, autoComplete: 'off' })}
              </fieldset>
            )}
            <fieldset>
              <legend>{forChild ? t('registration.applicant.parent') : t('registration.applicant.self')}</legend>
              <p className="hint">{forChild ? t('registration.applicant.parentHint') : t('registration.applicant.selfHint')}</p>
              {forChild && text('applicantFirstName', t('registration.applicantFirstName'), { autoComplete: 'given-name' })}
              {forChild && text('applicantLastName', t('registration.applicantLastName'), { autoComplete: 'family-name' })}
              {text('applicantEmail', t('registration.applicantEmail'), { type: 'email', autoComplete: 'email' })}
              {text('applicantPhone', t('registration.applicantPhone'), { type: 'tel', optional: true, autoComplete: 'tel' })}
            </fieldset>
            <fieldset>
              <legend>{t('registration.consent')}</legend>
              {consent.isError ? (
                <Alert variant="danger">{t('registration.consentUnavailable')}</Alert>
              ) : (
                <p id="registration-consent-text" className="consent-text">
                  {consent.data?.text ?? t('registration.loading')}
                </p>
              )}
              <div className="field field-checkbox">
                <label>
                  <input
                    type="checkbox"
                    aria-invalid={consentError ? true : undefined}
                    aria-describedby={consentError ? 'registration-consent-text registration-consent-error' : 'registration-consent-text'}
                    {...form.register('consent')}
                  />
                  {t('registration.consentCheck')}
                </label>
                {consentError && (
                  <p className="field-error" id="registration-consent-error">
                    {consentError}
                  </p>
                )}
              </div>
            </fieldset>
            {formError && <Alert variant="danger">{formError}</Alert>}
            <FormActions submitting={form.formState.isSubmitting} submitLabel={t('registration.submit')} sendingLabel={t('registration.sending')} />
          </>
        )}
      </form>
    </section>
  );
}
