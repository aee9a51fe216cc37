import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { newPassword, sameAs } from '../../../lib/validation';
import { useResetPassword } from '../api/password-reset';

/** Password renewal from the e-mailed link /obnova-hesla/{token}. */
export function RenewPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useResetPassword();
  const errors = { password: newPassword(password), again: sameAs(again, password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.password || errors.again) return;
    reset.mutate({ token, password, again });
  };

  return (
    <section className="card narrow">
      <h1>Obnova hesla</h1>
      {reset.isSuccess ? (
        <>
          <Alert variant="success">Heslo bylo změněno. Nyní se můžete přihlásit.</Alert>
          <p>
            <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
              Přihlásit se
            </Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {reset.error && <Alert variant="danger">{reset.error.message}</Alert>}
          <TextField
            label="Nové heslo"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            error={touched ? errors.password : undefined}
            onChange={setPassword}
          />
          <TextField
            label="Nové heslo znovu"
            name="again"
            type="password"
            autoComplete="new-password"
            value={again}
            error={touched ? errors.again : undefined}
            onChange={setAgain}
          />
          <button type="submit" className="button" disabled={reset.isPending}>
            Nastavit heslo
          </button>
        </form>
      )}
    </section>
  );
}
