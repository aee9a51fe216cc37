import '../texts';
import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Filters } from '../../../components/ui/filters';
import type { ImportOutcome, MemberImportRowsQuery, MemberImportState } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useMemberImportRows } from '../api/member-import-rows';
import { type OutcomeCount, countsTotal, shownCounts } from '../import-format';
import { OutcomeBadge } from './outcome-badge';

type ImportRow = MemberImportRowsQuery['memberImportRows']['nodes'][number];

function rowColumns(predicted: boolean): ColDef<ImportRow>[] {
  return [
    { colId: 'line', headerName: t('memberImport.rows.line'), field: 'line', width: 90 },
    {
      colId: 'name',
      headerName: t('memberImport.rows.name'),
      field: 'name',
      flex: 1,
      minWidth: 180,
      cellRenderer: ({ data }: { data: ImportRow | undefined }) =>
        data?.memberId != null ? (
          <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(data.memberId), activeTab: 'informace-o-clenovi' }}>
            {data.name}
          </Link>
        ) : (
          (data?.name ?? null)
        ),
    },
    {
      colId: 'outcome',
      headerName: predicted ? t('memberImport.rows.predictedOutcome') : t('memberImport.rows.outcome'),
      flex: 2,
      minWidth: 300,
      wrapText: true,
      autoHeight: true,
      cellRenderer: ({ data }: { data: ImportRow | undefined }) => (data ? <OutcomeBadge outcome={data.outcome} message={data.message} /> : null),
    },
    { colId: 'detail', headerName: t('memberImport.rows.detail'), field: 'detail', flex: 1, minWidth: 180, wrapText: true, autoHeight: true },
  ];
}

/** The file's rows with their outcome, page by page from the server, filtered by outcome. */
export function ImportRowsGrid({ importId, state, counts }: { importId: number; state: MemberImportState; counts: readonly OutcomeCount[] }) {
  const [outcome, setOutcome] = useState<ImportOutcome | ''>('');
  const grid = usePagedGrid({ filter: [importId, outcome] });
  const predicted = state === 'DRAFT';
  const rows = useMemberImportRows({ memberImportId: importId, outcome: outcome || null, ...grid.request }, state);
  const columns = useMemo(() => rowColumns(predicted), [predicted]);
  return (
    <section className="import-rows" aria-labelledby="import-rows-title">
      <h2 id="import-rows-title">{t('memberImport.rows.title')}</h2>
      <Filters>
        <label>
          {t('memberImport.rows.filter')}
          <select
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as ImportOutcome | '')}
          >
            <option value="">{tf('memberImport.rows.filterAll', { count: formatNumber(countsTotal(counts)) })}</option>
            {shownCounts(counts).map((count) => (
              <option key={count.outcome} value={count.outcome}>
                {tf('memberImport.rows.filterOne', { message: count.message, count: formatNumber(count.count) })}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <DataGrid
        gridId="member-import-rows"
        label={t('memberImport.rows.grid')}
        columns={columns}
        {...grid.gridProps({ rows: rows.data?.nodes, totalCount: rows.data?.totalCount ?? 0, loading: rows.isFetching, error: rows.error })}
        getRowId={({ data }) => String(data.line)}
      />
    </section>
  );
}
