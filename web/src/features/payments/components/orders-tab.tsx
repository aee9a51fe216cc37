// The default tab of /evidence/objednavky-a-platby: the orders of the asker's scope, filtered
// and sorted on the server, with the CSV of the same filter; a row opens its order.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import type { OrderState } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useOrders } from '../api/orders';
import { usePaymentChoices } from '../api/payment-choices';
import { ORDER_STATES, ordersExportUrl } from '../payments-format';
import { ORDER_SORT_FIELDS, orderColumns } from './order-columns';

export function OrdersTab() {
  const choices = usePaymentChoices();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<OrderState | ''>('');
  const [clubId, setClubId] = useState('');
  const [seasonId, setSeasonId] = useState('');
  const debouncedSearch = useDebounced(search);
  const filter = {
    search: debouncedSearch.trim() || undefined,
    state: state || undefined,
    clubId: clubId ? Number(clubId) : undefined,
    evidenceSeasonId: seasonId ? Number(seasonId) : undefined,
  };
  const grid = usePagedGrid({ filter, sortFields: ORDER_SORT_FIELDS });
  const orders = useOrders({ ...grid.request, sort: grid.sort, filter });
  const exportUrl = ordersExportUrl(orders.data?.exportUrl, filter);
  const clubs = choices.data?.clubs.nodes ?? [];
  return (
    <>
      <div className="filters-with-actions">
        <Filters>
          <SearchFilter label={t('payments.orders.search')} placeholder={t('payments.orders.searchPlaceholder')} value={search} onChange={setSearch} />
          <SelectFilter
            label={t('payments.orders.state')}
            value={state}
            allLabel={t('payments.all')}
            options={ORDER_STATES.map((value) => ({ value, label: t(`payments.state.${value}`) }))}
            onChange={(value) => setState(value as OrderState | '')}
          />
          {clubs.length > 1 && (
            <SelectFilter
              label={t('payments.club')}
              value={clubId}
              allLabel={t('payments.all')}
              options={clubs.map((club) => ({ value: club.id, label: club.name }))}
              onChange={setClubId}
            />
          )}
          <SelectFilter
            label={t('payments.season')}
            value={seasonId}
            allLabel={t('payments.all')}
            options={choices.data?.evidenceSeasons.map((season) => ({ value: season.id, label: season.name }))}
            onChange={setSeasonId}
          />
        </Filters>
        {exportUrl && (
          <a className="button-secondary" href={exportUrl} download>
            {t('payments.orders.exportCsv')}
          </a>
        )}
      </div>
      <DataGrid
        gridId="orders"
        label={t('payments.orders.grid')}
        columns={orderColumns}
        {...grid.gridProps({ rows: orders.data?.nodes, totalCount: orders.data?.totalCount ?? 0, loading: orders.isFetching, error: orders.error })}
        getRowId={({ data }) => data.uuid}
        onRowClicked={(row) => void navigate({ to: '/evidence/objednavky-a-platby/$uuid', params: { uuid: row.uuid } })}
      />
    </>
  );
}
