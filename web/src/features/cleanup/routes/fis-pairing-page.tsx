// /evidence/cisteni-dat/fis-parovani (Admin): FIS points lists are uploaded here (or loaded by
// the worker and `stopa-admin fis sync`), and members without a FIS code get the codes of the
// Czech athletes of those lists that look like them, after a person decides.
import '../texts';
import { Alert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useFisPairingProposals } from '../api/fis-pairing-proposals';
import { useFisPointsLists } from '../api/fis-points-lists';
import { worklistCount } from '../cleanup-format';
import { CleanupPageHeader } from '../components/cleanup-page-header';
import { FisListUpload } from '../components/fis-list-upload';
import { FisListsTable } from '../components/fis-lists-table';
import { FisProposalsTable } from '../components/fis-proposals-table';

/** The sentence on the worker and the terminal command, with the names as code. */
function AutomaticLoading() {
  const [before = '', between = '', after = ''] = t('cleanup.fis.automatic').split(/\{variable\}|\{command\}/);
  return (
    <>
      {before}
      <code>STOPA_FIS_LISTS</code>
      {between}
      <code>stopa-admin fis sync</code>
      {after}
    </>
  );
}

export function FisPairingPage() {
  const lists = useFisPointsLists();
  const proposals = useFisPairingProposals();
  return (
    <section className="fis-pairing">
      <CleanupPageHeader title={t('cleanup.fis.title')} intro={t('cleanup.fis.intro')} />
      <p className="hint">
        <AutomaticLoading />
      </p>
      <section className="card fis-proposals-card" aria-labelledby="fis-proposals-title">
        <h2 id="fis-proposals-title">{t('cleanup.fis.proposals.title')}</h2>
        {proposals.isPending && <p>{t('cleanup.loading')}</p>}
        {proposals.isError && <Alert variant="danger">{proposals.error.message}</Alert>}
        {proposals.data &&
          (proposals.data.nodes.length === 0 ? (
            <Alert variant="info">{t('cleanup.fis.proposals.none')}</Alert>
          ) : (
            <>
              <p className="grid-count" aria-live="polite">
                {worklistCount('fisPairing', proposals.data.totalCount)}
              </p>
              {proposals.data.nodes.length < proposals.data.totalCount && (
                <p className="hint">
                  {tf('cleanup.fis.proposals.limited', {
                    shown: formatNumber(proposals.data.nodes.length),
                    total: formatNumber(proposals.data.totalCount),
                  })}
                </p>
              )}
              <FisProposalsTable proposals={proposals.data.nodes} />
            </>
          ))}
      </section>
      <FisListUpload />
      <section className="card fis-lists-card" aria-labelledby="fis-lists-title">
        <h2 id="fis-lists-title">{t('cleanup.fis.lists.title')}</h2>
        {lists.isPending && <p>{t('cleanup.loading')}</p>}
        {lists.isError && <Alert variant="danger">{lists.error.message}</Alert>}
        {lists.data && <FisListsTable lists={lists.data} />}
      </section>
    </section>
  );
}
