// How an identity of an account is named in the switcher and on the no-access page.
import { t, tf } from '../../lib/i18n';

const IDENTITY_LABELS: Record<string, string> = {
  ADMIN: t('identity.ADMIN'),
  PERSON: t('identity.PERSON'),
  TEAM: t('identity.TEAM'),
  AREA: t('identity.AREA'),
  SECTION: t('identity.SECTION'),
  TIMEKEEPER: t('identity.TIMEKEEPER'),
};

/** "Administrátor", "Klub: Ski klub Jablonec". */
export function identityLabel(identity: { identityType: string; name?: string | null }): string {
  const kind = IDENTITY_LABELS[identity.identityType] ?? identity.identityType;
  return identity.name ? tf('identity.withName', { kind, name: identity.name }) : kind;
}

/** The switcher's value of an identity: "TEAM:12". */
export const identityKey = (identity: { identityType: string; identityId: number }): string => `${identity.identityType}:${identity.identityId}`;
