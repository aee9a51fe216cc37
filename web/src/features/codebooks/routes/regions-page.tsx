import type { ColDef } from 'ag-grid-community';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRegions } from '../../regions';
import { CodebookLink } from './codebook-link';

interface RegionRow {
  id: number;
  code: string;
  name: string;
}

const COLUMNS: ColDef<RegionRow>[] = [
  { colId: 'name', field: 'name', headerName: t('codebooks.field.name'), flex: 2 },
  { colId: 'code', field: 'code', headerName: t('codebooks.regions.code'), flex: 1 },
];

/** /evidence/ciselniky/kraje: the 14 regions, read-only. */
export function RegionsPage() {
  const regions = useRegions();
  usePageTitle(t('codebooks.regions.title'));
  return (
    <section>
      <CodebookLink page={{ kind: 'index' }} className="back-link">
        {t('codebooks.backToIndex')}
      </CodebookLink>
      <div className="page-heading">
        <h1>{t('codebooks.regions.title')}</h1>
      </div>
      <p className="hint">{t('codebooks.regions.hint')}</p>
      <DataGrid
        gridId="codebook-kraje"
        label={t('codebooks.regions.title')}
        columns={COLUMNS}
        rows={regions.data}
        totalCount={regions.data?.length ?? 0}
        loading={regions.isFetching}
        error={regions.error}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}
