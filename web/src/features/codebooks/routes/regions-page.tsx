import type { ColDef } from 'ag-grid-community';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { useRegions } from '../../regions/api/regions';
import { CodebookLink } from './codebook-link';

interface RegionRow {
  id: number;
  code: string;
  name: string;
}

const COLUMNS: ColDef<RegionRow>[] = [
  { colId: 'name', field: 'name', headerName: 'Název', flex: 2 },
  { colId: 'code', field: 'code', headerName: 'Kód NUTS 3', flex: 1 },
];

/** /evidence/ciselniky/kraje: the 14 regions, read-only. */
export function RegionsPage() {
  const regions = useRegions();
  return (
    <section>
      <CodebookLink page={{ kind: 'index' }} className="back-link">
        ← Číselníky
      </CodebookLink>
      <div className="page-heading">
        <h1>Kraje</h1>
      </div>
      <p className="hint">Kraje České republiky podle územního členění státu; nelze je měnit.</p>
      <DataGrid
        gridId="codebook-kraje"
        label="Kraje"
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
