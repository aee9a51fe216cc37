import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useTextFields } from '../../../components/ui/use-text-fields';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { email as checkEmail } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/password-reset';

/** Forgotten password: asks for the e-mail and sends a renewal link. */
export function ForgottenPasswordPage() {
  const form = useTextFields({ email: '' }, ({ email }) => ({ email: checkEmail(email) }));
  const reset = useRequestPasswordReset();
  usePageTitle(t('auth.forgotten.title'));
  const email = form.values.email.trim();

  return (
    <section className="card narrow">
      <h1>{t('auth.forgotten.title')}</h1>
      {reset.isSuccess ? (
        <Alert variant="success">{tf('auth.forgotten.sent', { email })}</Alert>
      ) : (
        <form onSubmit={form.onSubmit(() => reset.mutate(email))} noValidate>
          <p>{t('auth.forgotten.intro')}</p>
          {reset.error && <Alert variant="danger">{reset.error.message}</Alert>}
          <TextField label={t('login.email')} type="email" autoComplete="username" {...form.field('email')} />
          <button type="submit" className="button" disabled={reset.isPending}>
            {t('auth.forgotten.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to="/prihlaseni" search={{ redirect: undefined }}>
          {t('auth.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
