import { t } from '../../../lib/i18n';
import { useMe } from '../api/me';
import { Restricted } from '../components/restricted';

/** /pristup-odepren?redirect=<wanted page>: why the wanted page is not shown (spec §8). */
export function AccessDeniedPage({ redirect }: { redirect: string | undefined }) {
  const me = useMe();
  if (me.isPending) return <p>{t('ui.loading')}</p>;
  const reason = me.isError ? 'error' : me.data?.account ? 'forbidden' : 'login';
  return <Restricted reason={reason} wanted={redirect ?? '/evidence'} />;
}
