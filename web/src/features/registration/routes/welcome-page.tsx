// /vitej?approved=1&registrationNumber=…&token=…: the link of the approval e-mail. It shows the
// new member's registration number; with a token (a new account) the applicant sets the
// password here, without one (an account that had a password) logs in with it.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useTextFields } from '../../../components/ui/use-text-fields';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { newPassword, sameAs } from '../../../lib/validation';
import { useWelcomeSetPassword } from '../api/welcome';

interface WelcomeProps {
  approved: boolean;
  /** As the link has it; shown only when it is a number. */
  registrationNumber: string | undefined;
  token: string | undefined;
}

export function WelcomePage({ approved, registrationNumber, token }: WelcomeProps) {
  usePageTitle(t('registration.welcome.title'));
  return (
    <section className="card form-page welcome">
      <h1>{t('registration.welcome.title')}</h1>
      {approved && <p>{t('registration.welcome.approved')}</p>}
      {registrationNumber !== undefined && /^\d+$/.test(registrationNumber) && (
        <p className="registration-number">
          <span>{t('registration.welcome.number')}</span> <strong>{registrationNumber}</strong>
        </p>
      )}
      {token ? <SetPassword token={token} /> : <ExistingAccount />}
      <h2>{t('registration.welcome.nextTitle')}</h2>
      <ul>
        <li>{t('registration.welcome.next1')}</li>
        <li>{t('registration.welcome.next2')}</li>
        <li>{t('registration.welcome.next3')}</li>
        <li>{t('registration.welcome.next4')}</li>
      </ul>
    </section>
  );
}

function LoginLink({ primary }: { primary: boolean }) {
  return (
    <Link to="/prihlaseni" search={{ redirect: undefined }} className={primary ? 'button' : 'button-secondary'}>
      {t('registration.welcome.login')}
    </Link>
  );
}

function SetPassword({ token }: { token: string }) {
  const setPassword = useWelcomeSetPassword();
  const form = useTextFields({ password: '', again: '' }, ({ password, again }) => ({ password: newPassword(password), again: sameAs(again, password) }));
  const submit = form.onSubmit(({ password, again }) => setPassword.mutate({ token, password, again }));
  if (setPassword.isSuccess) {
    return (
      <>
        <Alert variant="success">{t('registration.welcome.passwordSet')}</Alert>
        <p>
          <LoginLink primary />
        </p>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="welcome-password-title">
      <h2 id="welcome-password-title">{t('registration.welcome.setPasswordTitle')}</h2>
      <p>{t('registration.welcome.setPasswordIntro')}</p>
      {setPassword.error && <Alert variant="danger">{setPassword.error.message}</Alert>}
      <TextField label={t('registration.welcome.password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label={t('registration.welcome.again')} type="password" autoComplete="new-password" {...form.field('again')} />
      <button type="submit" className="button" disabled={setPassword.isPending}>
        {setPassword.isPending ? t('registration.welcome.saving') : t('registration.welcome.submit')}
      </button>
    </form>
  );
}

function ExistingAccount() {
  return (
    <>
      <p>{t('registration.welcome.existing')}</p>
      <p className="registration-actions">
        <LoginLink primary />
        <Link to="/zapomenute-heslo">{t('registration.welcome.forgotten')}</Link>
      </p>
    </>
  );
}
