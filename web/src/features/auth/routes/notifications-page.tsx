// /evidence/oznameni: the account's e-mail notifications about racing events (entries, entry
// deadlines, an event's changes, results), each kind switched on or off at once. The settings
// belong to the account, whichever identity it acts as; the server decides who gets what
// (stopa_domain::notification).
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { useMe } from '../api/me';
import { type NotificationSetting, useNotificationSettings, useSetNotification } from '../api/notifications';
import '../notification-texts';

export function NotificationsPage() {
  usePageTitle(t('notifications.title'));
  const me = useMe();
  const settings = useNotificationSettings();
  const change = useSetNotification();
  // The box follows the click at once (a controlled box would spring back until the answer).
  const [shown, setShown] = useState<Partial<Record<NotificationSetting['kind'], boolean>>>({});

  const toggle = (setting: NotificationSetting, enabled: boolean) => {
    setShown((current) => ({ ...current, [setting.kind]: enabled }));
    change.mutate(
      { kind: setting.kind, enabled },
      {
        onSuccess: () => flashStore.add({ message: tf(enabled ? 'notifications.saved.on' : 'notifications.saved.off', { label: setting.label }) }),
        onError: (failure) => flashStore.add({ message: serverProblems(failure).message ?? t('ui.error'), variant: 'danger', autoDismiss: false }),
        onSettled: () => setShown((current) => ({ ...current, [setting.kind]: undefined })),
      },
    );
  };

  return (
    <section className="card narrow">
      <h1>{t('notifications.title')}</h1>
      <p>{tf('notifications.intro', { email: me.data?.account?.email ?? '' })}</p>
      {settings.isPending && <p>{t('notifications.loading')}</p>}
      {settings.isError && <Alert variant="danger">{settings.error.message}</Alert>}
      {settings.data && (
        <fieldset className="notification-settings">
          <legend>{t('notifications.legend')}</legend>
          {settings.data.map((setting) => (
            <div key={setting.kind} className="field-checkbox">
              <label>
                <input
                  type="checkbox"
                  checked={shown[setting.kind] ?? setting.enabled}
                  disabled={change.isPending}
                  aria-describedby={`notification-${setting.kind}`}
                  onChange={(event) => toggle(setting, event.target.checked)}
                />
                {setting.label}
              </label>
              <p id={`notification-${setting.kind}`} className="hint">
                {setting.description}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      <p className="hint">{t('notifications.note')}</p>
    </section>
  );
}
