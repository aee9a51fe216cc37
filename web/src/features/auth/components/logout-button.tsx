import { useNavigate } from '@tanstack/react-router';
import { t } from '../../../lib/i18n';
import { useLogout } from '../api/logout';

/** Ends the session and returns to the home page. */
export function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) })}
    >
      {t('auth.logout')}
    </button>
  );
}
