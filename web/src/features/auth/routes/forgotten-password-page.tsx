import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { email as checkEmail } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/password-reset';

/** Forgotten password: asks for the e-mail and sends a renewal link. */
export function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useRequestPasswordReset();
  const error = checkEmail(email);
  usePageTitle(t('auth.forgotten.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) reset.mutate(email.trim());
  };

  return (
    <section className="card narrow">
      <h1>{t('auth.forgotten.title')}</h1>
      {reset.isSuccess ? (
        <Alert variant="success">{tf('auth.forgotten.sent', { email: email.trim() })}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('auth.forgotten.intro')}</p>
          {reset.error && <Alert variant="danger">{reset.error.message}</Alert>}
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            error={touched ? error : undefined}
            onChange={setEmail}
          />
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
