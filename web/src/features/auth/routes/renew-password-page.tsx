import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { richText } from '../../../components/ui/rich-text';
import { TextField } from '../../../components/ui/text-field';
import { useTextFields } from '../../../components/ui/use-text-fields';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { newPassword, required, sameAs } from '../../../lib/validation';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { useResetPassword } from '../api/password-reset';

/** The e-mailed link /obnova-hesla/{token}: password renewal, or accepting an invitation
 * (which sets the password of the invited account). */
export function RenewPasswordPage({ token }: { token: string }) {
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
  const form = useTextFields({ currentPassword: '', password: '', again: '' }, ({ currentPassword, password, again }) =>
    existing ? { currentPassword: required(currentPassword) } : { password: newPassword(password), again: sameAs(again, password) },
  );

  const submit = form.onSubmit(({ currentPassword, password, again }) => {
    if (invited && existing) accept.mutate({ token, currentPassword });
    else if (invited) accept.mutate({ token, password, again });
    else reset.mutate({ token, password, again });
  });

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
            <TextField label={t('auth.password.current')} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
          ) : (
            <>
              <TextField label={t('auth.password.new')} type="password" autoComplete="new-password" {...form.field('password')} />
              <TextField label={t('auth.password.again')} type="password" autoComplete="new-password" {...form.field('again')} />
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
