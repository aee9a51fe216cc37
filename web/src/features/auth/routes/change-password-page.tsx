import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { TextField } from '../../../components/ui/text-field';
import { newPassword, required, sameAs } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';

/** /evidence/zmena-hesla: original password, new password, new password again. */
export function ChangePasswordPage() {
  const [original, setOriginal] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useChangePassword();
  const errors = { original: required(original), password: newPassword(password), again: sameAs(again, password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.original || errors.password || errors.again) return;
    change.mutate(
      { original, password, again },
      {
        onSuccess: () => {
          flashStore.add({ message: 'Heslo bylo změněno.' });
          setOriginal('');
          setPassword('');
          setAgain('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <section className="card narrow">
      <h1>Změna hesla</h1>
      {change.error && <Alert variant="danger">{change.error.message}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField label="Původní heslo" name="original" type="password" autoComplete="current-password" value={original} error={touched ? errors.original : undefined} onChange={setOriginal} />
        <TextField label="Nové heslo" name="password" type="password" autoComplete="new-password" value={password} error={touched ? errors.password : undefined} onChange={setPassword} />
        <TextField label="Nové heslo znovu" name="again" type="password" autoComplete="new-password" value={again} error={touched ? errors.again : undefined} onChange={setAgain} />
        <button type="submit" className="button" disabled={change.isPending}>
          Změnit heslo
        </button>
      </form>
    </section>
  );
}
