// /evidence/prestupy-a-hostovani: the transfer and hosting inquiries of the asker's scope with
// the filters in the URL, each row's steps and detail, and "Nová žádost" for those who may ask.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Restricted, useMe } from '../../auth';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useTransferChoices } from '../api/transfer-choices';
import { useTransfers } from '../api/transfers';
import { RequestForm } from '../components/request-form';
import { TransferFilters } from '../components/transfer-filters';
import { TransferList } from '../components/transfer-list';
import { type TransferSearch, transfersInput } from '../transfer-search';

interface TransfersPageProps {
  search: TransferSearch;
  onSearch: (search: TransferSearch) => void;
}

export function TransfersPage({ search, onSearch }: TransfersPageProps) {
  usePageTitle(t('transfers.title'));
  const me = useMe();
  const choices = useTransferChoices();
  const transfers = useTransfers(transfersInput(search));
  const [requesting, setRequesting] = useState(false);
  if (transfers.isPending) return <p>{t('transfers.loading')}</p>;
  if (transfers.isError) {
    if (transfers.error instanceof GraphQLRequestError && transfers.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{transfers.error.message}</Alert>;
  }
  const data = transfers.data;
  const canRequest = data.canRequest && (me.data?.actions.canRequestTransfers ?? true);
  const writableClubs = (choices.data?.clubs.nodes ?? []).filter((club) => club.access === 'WRITE');
  const identityType = me.data?.activeIdentity.identityType;
  const page = search.page ?? 1;
  return (
    <section className="transfers-page">
      <div className="page-heading">
        <h1>{t('transfers.title')}</h1>
        {canRequest && !requesting && (
          <div className="actions">
            <button type="button" className="button" onClick={() => setRequesting(true)}>
              {t('transfers.newRequest')}
            </button>
          </div>
        )}
      </div>
      {requesting && choices.data && <RequestForm clubs={writableClubs} onClose={() => setRequesting(false)} />}
      <TransferFilters search={search} choices={choices.data} departmentFilter={identityType !== 'SECTION' && identityType !== 'PERSON'} onChange={onSearch} />
      {data.items.length === 0 ? <p>{t('transfers.empty')}</p> : <TransferList transfers={data.items} />}
      {(page > 1 || data.hasMore) && (
        <nav className="pager" aria-label={t('transfers.paging')}>
          <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            {t('transfers.previous')}
          </button>
          <span>{tf('transfers.page', { page })}</span>
          <button type="button" className="button-secondary" disabled={!data.hasMore} onClick={() => onSearch({ ...search, page: page + 1 })}>
            {t('transfers.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
