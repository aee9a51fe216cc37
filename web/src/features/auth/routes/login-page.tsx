import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useTextFields } from '../../../components/ui/use-text-fields';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { email as checkEmail, required } from '../../../lib/validation';
import { useLogin } from '../api/login';
import { landingPath, safeRedirect } from '../landing';

export function LoginPage({ redirect }: { redirect: string | undefined }) {
  const form = useTextFields({ email: '', password: '' }, ({ email, password }) => ({ email: checkEmail(email), password: required(password) }));
  const login = useLogin();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();

  const submit = form.onSubmit(({ email, password }) =>
    login.mutate(
      { email, password },
      {
        onSuccess: (result) =>
          void navigate({ to: redirect ? safeRedirect(redirect) : landingPath(result.me.activeIdentity.landingPage) }),
      },
    ),
  );

  return (
    <section className="card narrow">
      <h1>{t('login.title')}</h1>
      {login.error && <Alert variant="danger">{login.error.message}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField label={t('login.email')} type="email" autoComplete="username" {...form.field('email')} />
        <TextField label={t('login.password')} type="password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="button" disabled={login.isPending}>
          {login.isPending ? t('auth.login.pending') : t('login.submit')}
        </button>
      </form>
      <p>
        <Link to="/zapomenute-heslo">{t('login.forgotten')}</Link>
      </p>
    </section>
  );
}
