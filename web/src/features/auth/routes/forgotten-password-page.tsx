import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { email as checkEmail } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/password-reset';

/** Forgotten password: asks for the e-mail and sends a renewal link. */
export function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useRequestPasswordReset();
  const error = checkEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) reset.mutate(email.trim());
  };

  return (
    <section className="card narrow">
      <h1>Zapomenuté heslo</h1>
      {reset.isSuccess ? (
        <Alert variant="success">
          Pokud k adrese {email.trim()} existuje účet, poslali jsme na ni odkaz pro obnovu hesla. Odkaz platí 2 hodiny.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>Zadejte e-mail svého účtu, pošleme Vám odkaz pro nastavení nového hesla.</p>
          {reset.error && <Alert variant="danger">{reset.error.message}</Alert>}
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            error={touched ? error : undefined}
            onChange={setEmail}
          />
          <button type="submit" className="button" disabled={reset.isPending}>
            Obnovit heslo
          </button>
        </form>
      )}
      <p>
        <Link to="/prihlaseni" search={{ redirect: undefined }}>
          Zpět na přihlášení
        </Link>
      </p>
    </section>
  );
}
