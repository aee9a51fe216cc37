import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { richText } from '../../../components/ui/rich-text';
import { TextField } from '../../../components/ui/text-field';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { newPassword, required, sameAs } from '../../../lib/validation';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { useResetPassword } from '../api/password-reset';

/** The e-mailed link /obnova-hesla/{token}: password renewal, or accepting an invitation
 * (which sets the password of the invited account). */
export function RenewPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [current, setCurrent] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const invitation = useInvitation(token);
  const reset = useResetPassword();
  const accept = useAcceptInvitation();
  const invited = invitation.data ?? null;
  const action = invited ? accept : reset;
  const title = invited ? t('auth.invitation.title') : t('auth.renew.title');
  usePageTitle(title);
  // An invitation to an address that already has an account keeps that account's password:
  // the invited person proves it is theirs instead of setting a new one.
  const existing = invited?.existingAccount ?? false;
  const errors: { current?: string; password?: string; again?: string } = existing
    ? { current: required(current) }
    : { password: newPassword(password), again: sameAs(again, password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    if (invited && existing) accept.mutate({ token, currentPassword: current });
    else if (invited) accept.mutate({ token, password, again });
    else reset.mutate({ token, password, again });
  };

  if (invitation.isPending) return <p>{t('ui.loading')}</p>;
  return (
    <section className="card narrow">
      <h1>{title}</h1>
      {invited && !action.isSuccess && (
        <p>
          {tf('auth.invitation.greeting', { firstName: invited.firstName, lastName: invited.lastName, role: invited.role })}{' '}
          {richText(t(existing ? 'auth.invitation.existingAccount' : 'auth.invitation.setPassword'), {
            email: <strong>{invited.email}</strong>,
          })}
        </p>
      )}
      {action.isSuccess ? (
        <>
          <Alert variant="success">
            {invited ? t('auth.invitation.accepted') : t('auth.password.changed')}{' '}
            {existing ? t('auth.invitation.findRole') : t('auth.renew.canLogin')}
          </Alert>
          <p>
            <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
              {t('login.submit')}
            </Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {action.error && <Alert variant="danger">{action.error.message}</Alert>}
          {existing ? (
            <TextField
              label={t('auth.password.current')}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={current}
              error={touched ? errors.current : undefined}
              onChange={setCurrent}
            />
          ) : (
              <>
            <TextField
              label={t('auth.password.new')}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={touched ? errors.password : undefined}
              onChange={setPassword}
            />
            <TextField
              label={t('auth.password.again')}
              name="again"
              type="password"
              autoComplete="new-password"
              value={again}
              error={touched ? errors.again : undefined}
              onChange={setAgain}
            />
              </>
          )}
          <button type="submit" className="button" disabled={action.isPending}>
            {invited ? t('auth.invitation.submit') : t('auth.renew.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
