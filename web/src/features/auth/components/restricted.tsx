// The restricted page of spec §8 ("login required, or forbidden"): served at /pristup-odepren
// and shown in place by every page that refuses its visitor, with the same content. It says why,
// leads back, and offers the account's other identities; after a switch the visitor lands on
// the page they wanted.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../api/me';
import { authKeys } from '../api/keys';
import { useSwitchIdentity } from '../api/switch-identity';
import { identityKey, identityLabel } from '../identity-label';
import { safeRedirect } from '../landing';

export type RestrictedReason = 'login' | 'forbidden' | 'error';

const TITLES: Record<RestrictedReason, string> = {
  login: t('restricted.loginRequired'),
  forbidden: t('restricted.forbiddenTitle'),
  error: t('restricted.unknown'),
};

/** Why a page is not shown, and the ways on. `wanted` is the page the visitor wanted to open
 * (path and query); by default the page this is shown in place of. */
export function Restricted({ reason, wanted }: { reason: RestrictedReason; wanted?: string }) {
  const href = useLocation({ select: (location) => location.href });
  const router = useRouter();
  const target = safeRedirect(wanted ?? href);
  usePageTitle(TITLES[reason]);
  return (
    <section className="card narrow restricted">
      <h1>{TITLES[reason]}</h1>
      {reason === 'login' && (
        <>
          <p>{t('restricted.loginText')}</p>
          <p>
            <Link to="/prihlaseni" search={{ redirect: target }} className="button">
              {t('login.submit')}
            </Link>
          </p>
        </>
      )}
      {reason === 'forbidden' && <ForbiddenText target={target} />}
      {reason === 'error' && <p>{t('restricted.unknownText')}</p>}
      <p className="actions">
        {router.history.canGoBack() && (
          <button type="button" className="button-secondary" onClick={() => router.history.back()}>
            {t('restricted.back')}
          </button>
        )}
        <Link to="/evidence">{t('restricted.toEvidence')}</Link>
      </p>
    </section>
  );
}

/** Names the active identity and offers the account's others. */
function ForbiddenText({ target }: { target: string }) {
  const me = useMe().data;
  const switchIdentity = useSwitchIdentity();
  const client = useQueryClient();
  const router = useRouter();
  const active = me?.activeIdentity;
  const others = me && active ? me.identities.filter((identity) => identityKey(identity) !== identityKey(active)) : [];

  const switchTo = async (identity: (typeof others)[number]) => {
    await switchIdentity.mutateAsync({ identityType: identity.identityType, identityId: identity.identityId });
    // The wanted page asks what the new identity may do: wait for the answer, not the old one.
    await client.refetchQueries({ queryKey: authKeys.me() });
    router.history.push(target);
  };

  return (
    <>
      <p>{active ? tf('restricted.forbiddenAs', { identity: identityLabel(active) }) : t('restricted.forbidden')}</p>
      {others.length > 0 && (
        <>
          <p>{t('restricted.switchIntro')}</p>
          <ul className="identity-offer">
            {others.map((identity) => (
              <li key={identityKey(identity)}>
                <button type="button" className="button-secondary" disabled={switchIdentity.isPending} onClick={() => void switchTo(identity).catch(() => undefined)}>
                  {tf('restricted.switchTo', { identity: identityLabel(identity) })}
                </button>
              </li>
            ))}
          </ul>
          {switchIdentity.isError && <Alert variant="danger">{t('restricted.switchFailed')}</Alert>}
        </>
      )}
    </>
  );
}
