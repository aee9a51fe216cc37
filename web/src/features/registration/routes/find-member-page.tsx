// /vyhledat-clena: a member already in the register (e.g. registered by the club) looks
// themselves (or a child) up by name, birth date and club, to link an account at
// /registrace/{uuid}. Only a match of all four is found.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import type { FindMemberQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useFindMember } from '../api/member-claim';
import { ClubPicker } from '../components/club-picker';

type Found = FindMemberQuery['findMember'];
type Field = 'firstName' | 'lastName' | 'birthDate' | 'clubId';

export function FindMemberPage() {
  usePageTitle(t('registration.find.title'));
  const find = useFindMember();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', birthDate: '', clubId: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [found, setFound] = useState<Found>();
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setFormError(undefined);
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ['firstName', 'lastName', 'birthDate', 'clubId'] as const) if (values[field].trim() === '') missing[field] = messages.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      setFound(
        await find.mutateAsync({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          birthDate: values.birthDate,
          clubId: Number(values.clubId),
        }),
      );
    } catch (error) {
      setFound(undefined);
      if (error instanceof GraphQLRequestError && error.code === 'TOO_MANY_ATTEMPTS') {
        setFormError(error.message);
        return;
      }
      const problems = serverProblems(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const problem of problems.fields) if (problem.field in values) fieldErrors[problem.field as Field] = problem.message;
      setErrors(fieldErrors);
      setFormError(problems.message ?? (problems.fields.length > 0 ? undefined : t('registration.error')));
    }
  };

  const text = (field: Exclude<Field, 'clubId'>, label: string, type: 'text' | 'date', autoComplete?: string) => (
    <FormRow label={label} error={errors[field]}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} value={values[field]} onChange={(event) => set(field, event.target.value)} />}
    </FormRow>
  );

  return (
    <section className="form-page">
      <h1>{t('registration.find.title')}</h1>
      <p>{t('registration.find.intro')}</p>
      <form
        className="card club-form registration-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {text('firstName', t('registration.find.firstName'), 'text', 'given-name')}
        {text('lastName', t('registration.find.lastName'), 'text', 'family-name')}
        {text('birthDate', t('registration.find.birthDate'), 'date', 'bday')}
        <ClubPicker value={values.clubId} error={errors.clubId} onChoose={(clubId) => set('clubId', clubId)} />
        {formError && <Alert variant="danger">{formError}</Alert>}
        <div className="form-actions">
          <button type="submit" className="button" disabled={find.isPending}>
            {t('registration.find.submit')}
          </button>
        </div>
      </form>
      {found !== undefined && (
        <section className="card" aria-labelledby="found-members-title" aria-live="polite">
          <h2 id="found-members-title">{t('registration.find.results')}</h2>
          {found.length === 0 ? (
            <>
              <p>{t('registration.find.none')}</p>
              <p>
                <Link to="/registrace-clena">{t('registration.find.newMember')}</Link>
              </p>
            </>
          ) : (
            <ul className="member-choices">
              {found.map((member) => (
                <li key={member.uuid}>
                  <strong>{member.name}</strong> <span className="hint">· {member.clubName}</span>{' '}
                  <Link to="/registrace/$memberUuid" params={{ memberUuid: member.uuid }} search={{ token: undefined, email: member.maskedEmail ?? undefined }} className="button">
                    {t('registration.find.thisIsMe')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
