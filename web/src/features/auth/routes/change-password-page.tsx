import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { newPassword, required, sameAs } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';

/** /evidence/zmena-hesla: original password, new password, new password again. */
export function ChangePasswordPage() {
  const [original, setOriginal] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useChangePassword();
  usePageTitle(t('auth.changePassword.title'));
  const errors = { original: required(original), password: newPassword(password), again: sameAs(again, password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.original || errors.password || errors.again) return;
    change.mutate(
      { original, password, again },
      {
        onSuccess: () => {
          flashStore.add({ message: t('auth.password.changed') });
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
      <h1>{t('auth.changePassword.title')}</h1>
      {change.error && <Alert variant="danger">{change.error.message}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.password.original')} name="original" type="password" autoComplete="current-password" value={original} error={touched ? errors.original : undefined} onChange={setOriginal} />
        <TextField label={t('auth.password.new')} name="password" type="password" autoComplete="new-password" value={password} error={touched ? errors.password : undefined} onChange={setPassword} />
        <TextField label={t('auth.password.again')} name="again" type="password" autoComplete="new-password" value={again} error={touched ? errors.again : undefined} onChange={setAgain} />
        <button type="submit" className="button" disabled={change.isPending}>
          {t('auth.changePassword.submit')}
        </button>
      </form>
    </section>
  );
}
