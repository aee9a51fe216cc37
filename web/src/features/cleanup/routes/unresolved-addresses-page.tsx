// /evidence/cisteni-dat/nezname-adresy: address texts that found no RÚIAN address point, each
// resolved by choosing the right point.
import '../texts';
import type { ColDef } from 'ag-grid-community';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { modalStore } from '../../../components/ui/modal-store';
import type { UnresolvedAddressesQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useUnresolvedAddresses } from '../api/unresolved-addresses';
import { dateTime } from '../cleanup-format';
import { AddressResolver } from '../components/address-resolver';
import { CleanupPageHeader } from '../components/cleanup-page-header';

type UnresolvedAddress = UnresolvedAddressesQuery['unresolvedAddresses']['nodes'][number];

const openResolver = (address: UnresolvedAddress) =>
  modalStore.open({ title: t('cleanup.resolve.title'), variant: 'wide', content: <AddressResolver id={address.id} text={address.text} /> });

const COLUMNS: ColDef<UnresolvedAddress>[] = [
  { colId: 'text', headerName: t('cleanup.addresses.text'), field: 'text', flex: 2, minWidth: 260, wrapText: true, autoHeight: true },
  { colId: 'members', headerName: t('cleanup.addresses.members'), valueGetter: ({ data }) => (data ? formatNumber(data.members) : ''), width: 160 },
  { colId: 'importRows', headerName: t('cleanup.addresses.importRows'), valueGetter: ({ data }) => (data ? formatNumber(data.importRows) : ''), width: 240 },
  { colId: 'created', headerName: t('cleanup.addresses.created'), valueGetter: ({ data }) => (data ? dateTime(data.createdAt) : ''), width: 180 },
  {
    colId: 'resolve',
    headerName: t('cleanup.addresses.actions'),
    width: 120,
    cellRenderer: ({ data }: { data: UnresolvedAddress | undefined }) =>
      data ? (
        <button type="button" className="link-button" aria-label={tf('cleanup.addresses.resolveLabel', { address: data.text })} onClick={() => openResolver(data)}>
          {t('cleanup.addresses.resolve')}
        </button>
      ) : null,
  },
];

export function UnresolvedAddressesPage() {
  const grid = usePagedGrid();
  const addresses = useUnresolvedAddresses(grid.request);
  return (
    <section>
      <CleanupPageHeader title={t('cleanup.addresses.title')} intro={t('cleanup.addresses.intro')} />
      <DataGrid
        gridId="cleanup-addresses"
        label={t('cleanup.addresses.grid')}
        columns={COLUMNS}
        {...grid.gridProps({ rows: addresses.data?.nodes, totalCount: addresses.data?.totalCount ?? 0, loading: addresses.isFetching, error: addresses.error })}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}
