// How the users pages write an account's facts: the last login, an identity's flags by their
// Czech names, the state of an invitation.
import { formatDate, formatTime } from '../../lib/format';
import { t, tDynamic, tf } from '../../lib/i18n';

/** "2. 12. 2026 v 10:15", or "nikdy" when the account never logged in. */
export function formatLastLogin(value: string | null | undefined): string {
  if (!value) return t('accounts.never');
  return tf('accounts.dateTime', { date: formatDate(value), time: formatTime(value) });
}

/** The Czech names of an identity's flags: a club manager's flags or a staff member's. */
export function permissionLabels(identityType: string, permissions: readonly string[]): string[] {
  const group = identityType === 'TEAM' ? 'users.clubPermission' : 'users.staffPermission';
  return permissions.map((flag) => {
    return tDynamic(`${group}.${flag}`);
  });
}

/** "platí do 9. 12. 2026" or "vypršela 1. 12. 2026". */
export function invitationValidity(expiresAt: string, expired: boolean): string {
  return expired ? tf('accounts.invitations.expired', { date: formatDate(expiresAt) }) : tf('accounts.invitations.validUntil', { date: formatDate(expiresAt) });
}
