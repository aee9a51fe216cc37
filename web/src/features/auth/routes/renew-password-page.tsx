import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { newPassword, sameAs } from '../../../lib/validation';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { useResetPassword } from '../api/password-reset';

/** The e-mailed link /obnova-hesla/{token}: password renewal, or accepting an invitation
 * (which sets the password of the invited account). */
export function RenewPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const invitation = useInvitation(token);
  const reset = useResetPassword();
  const accept = useAcceptInvitation();
  const invited = invitation.data ?? null;
  const action = invited ? accept : reset;
  const errors = { password: newPassword(password), again: sameAs(again, password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.password || errors.again) return;
    if (invited) accept.mutate({ token, password, again });
    else reset.mutate({ token, password, again });
  };

  if (invitation.isPending) return <p>Načítám...</p>;
  return (
    <section className="card narrow">
      <h1>{invited ? 'Přijetí pozvánky' : 'Obnova hesla'}</h1>
      {invited && !action.isSuccess && (
        <p>
          Dobrý den, {invited.firstName} {invited.lastName}, byli jste pozváni do evidence jako {invited.role}. Nastavte si
          heslo k účtu <strong>{invited.email}</strong>.
        </p>
      )}
      {action.isSuccess ? (
        <>
          <Alert variant="success">
            {invited ? 'Pozvánka byla přijata.' : 'Heslo bylo změněno.'} Nyní se můžete přihlásit.
          </Alert>
          <p>
            <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
              Přihlásit se
            </Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {action.error && <Alert variant="danger">{action.error.message}</Alert>}
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
          <button type="submit" className="button" disabled={action.isPending}>
            {invited ? 'Přijmout pozvánku' : 'Nastavit heslo'}
          </button>
        </form>
      )}
    </section>
  );
}
