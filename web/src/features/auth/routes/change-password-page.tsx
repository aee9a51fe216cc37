import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { TextField } from '../../../components/ui/text-field';
import { useTextFields } from '../../../components/ui/use-text-fields';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { newPassword, required, sameAs } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';

/** /evidence/zmena-hesla: original password, new password, new password again. */
export function ChangePasswordPage() {
  const form = useTextFields({ original: '', password: '', again: '' }, ({ original, password, again }) => ({
    original: required(original),
    password: newPassword(password),
    again: sameAs(again, password),
  }));
  const change = useChangePassword();
  usePageTitle(t('auth.changePassword.title'));

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        flashStore.add({ message: t('auth.password.changed') });
        form.reset();
      },
    }),
  );

  return (
    <section className="card narrow">
      <h1>{t('auth.changePassword.title')}</h1>
      {change.error && <Alert variant="danger">{change.error.message}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.password.original')} type="password" autoComplete="current-password" {...form.field('original')} />
        <TextField label={t('auth.password.new')} type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label={t('auth.password.again')} type="password" autoComplete="new-password" {...form.field('again')} />
        <button type="submit" className="button" disabled={change.isPending}>
          {t('auth.changePassword.submit')}
        </button>
      </form>
    </section>
  );
}
