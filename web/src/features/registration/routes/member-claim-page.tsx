// /registrace/{memberUuid}: linking an account to a member found at /vyhledat-clena. Without a
// token, the claim: the link goes to the register's e-mail (shown masked, `?email=`), or, when
// the register holds none, to the address given here and the club approves. With `?token=` (the
// e-mailed link) the page confirms once: linked now (the welcome page sets a password, or the
// existing account logs in) or waiting for the club.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useClaimMember } from '../api/member-claim';
import { useConfirmClaimOnce } from '../components/use-confirm-once';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Props {
  memberUuid: string;
  token: string | undefined;
  maskedEmail: string | undefined;
}

export function MemberClaimPage({ memberUuid, token, maskedEmail }: Props) {
  if (!UUID.test(memberUuid)) return <ClaimFailure message={t('registration.claim.invalidLink')} />;
  return token === undefined ? <ClaimForm memberUuid={memberUuid} maskedEmail={maskedEmail} /> : <ClaimConfirmation memberUuid={memberUuid} token={token} />;
}

function ClaimFailure({ message }: { message: string }) {
  usePageTitle(t('registration.claim.failedTitle'));
  return (
    <section className="card form-page">
      <h1>{t('registration.claim.failedTitle')}</h1>
      <Alert variant="danger">{message}</Alert>
      <p>
        <Link to="/vyhledat-clena">{t('registration.claim.again')}</Link>
      </p>
    </section>
  );
}

function ClaimForm({ memberUuid, maskedEmail }: { memberUuid: string; maskedEmail: string | undefined }) {
  usePageTitle(t('registration.claim.title'));
  const navigate = useNavigate();
  const claim = useClaimMember();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const masked = maskedEmail !== undefined && maskedEmail !== '';

  const submit = async () => {
    setFormError(undefined);
    setEmailError(undefined);
    if (!masked && email.trim() === '') {
      setEmailError(messages.required);
      return;
    }
    try {
      const sentTo = await claim.mutateAsync({ uuid: memberUuid, email: masked ? null : email.trim() });
      await navigate({ to: '/registracni-email', search: { email: sentTo } });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'TOO_MANY_ATTEMPTS') {
        setFormError(error.message);
        return;
      }
      const problems = serverProblems(error);
      const onEmail = problems.fields.find((problem) => problem.field === 'email');
      if (onEmail) setEmailError(onEmail.message);
      const other = problems.fields.filter((problem) => problem.field !== 'email').map((problem) => problem.message);
      if (problems.message) other.push(problems.message);
      setFormError(other.length > 0 ? other.join(' ') : onEmail ? undefined : t('registration.error'));
    }
  };

  return (
    <section className="form-page">
      <h1>{t('registration.claim.title')}</h1>
      <form
        className="card club-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {masked ? (
          <>
            <p>{tf('registration.claim.masked', { email: maskedEmail })}</p>
            <p className="hint">{t('registration.claim.maskedHint')}</p>
          </>
        ) : (
          <>
            <p>{t('registration.claim.noEmail')}</p>
            <FormRow label={t('registration.claim.email')} error={emailError}>
              {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
            </FormRow>
          </>
        )}
        {formError && <Alert variant="danger">{formError}</Alert>}
        <div className="form-actions">
          <button type="submit" className="button" disabled={claim.isPending}>
            {t('registration.claim.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function ClaimConfirmation({ memberUuid, token }: { memberUuid: string; token: string }) {
  const navigate = useNavigate();
  const confirmation = useConfirmClaimOnce(memberUuid, token);
  const outcome = confirmation.data;
  const linked = outcome !== undefined && outcome.state !== 'PENDING';
  usePageTitle(confirmation.error ? t('registration.claim.failedTitle') : outcome?.state === 'PENDING' ? t('registration.claim.pendingTitle') : t('registration.claim.title'));

  useEffect(() => {
    if (!outcome || !linked) return;
    if (outcome.welcomeToken) {
      void navigate({ to: '/vitej', search: { approved: '1', registrationNumber: String(outcome.registrationNumber), token: outcome.welcomeToken }, replace: true });
    } else {
      void navigate({ to: '/existujici-ucet', search: { email: outcome.email }, replace: true });
    }
  }, [outcome, linked, navigate]);

  if (confirmation.error) return <ClaimFailure message={confirmation.error.message} />;
  if (outcome?.state === 'PENDING') {
    return (
      <section className="card form-page">
        <h1>{t('registration.claim.pendingTitle')}</h1>
        <Alert variant="success">{t('registration.claim.pending')}</Alert>
        <p>
          <Link to="/">{t('registration.home')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="card form-page" aria-busy="true">
      <h1>{t('registration.claim.title')}</h1>
      <p>{t('registration.claim.checking')}</p>
    </section>
  );
}
