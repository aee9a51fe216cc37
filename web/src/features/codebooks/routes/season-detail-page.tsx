import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { useCodebookItem, useCodebookList } from '../api/codebook-queries';
import { racingSeasonsApi } from '../api/racing-seasons';
import type { CodebookRow } from '../codebook';
import { type CodebookDefinition, findCodebook } from '../codebooks';
import { CodebookLink } from './codebook-link';

const racingSeasons = findCodebook('zavodni-sezony');

/** /evidence/ciselniky/sezony/{id}: a season and the racing seasons of its departments. */
export function SeasonDetailPage({ codebook, id }: { codebook: CodebookDefinition; id: number }) {
  const season = useCodebookItem(codebook.api, id);
  const racing = useCodebookList(racingSeasonsApi, { seasonId: id });
  const columns = useMemo<ColDef<CodebookRow>[]>(
    () => [
      {
        colId: 'departmentName',
        field: 'departmentName',
        headerName: 'Úsek',
        flex: 2,
        cellRenderer: ({ data, value }: { data: CodebookRow | undefined; value: unknown }) =>
          data && racingSeasons ? (
            <CodebookLink page={{ kind: 'edit', codebook: racingSeasons, id: data.id }}>{String(value)}</CodebookLink>
          ) : null,
      },
      { colId: 'name', field: 'name', headerName: 'Název', flex: 2 },
      { colId: 'startDate', field: 'startDate', headerName: 'Začátek', flex: 1, valueFormatter: ({ value }) => formatDate(String(value)) },
      { colId: 'endDate', field: 'endDate', headerName: 'Konec', flex: 1, valueFormatter: ({ value }) => formatDate(String(value)) },
    ],
    [],
  );
  if (season.isPending) return <p>Načítám...</p>;
  if (season.error instanceof GraphQLRequestError && season.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (season.isError) return <Alert variant="danger">{season.error.message}</Alert>;
  return (
    <section>
      <CodebookLink page={{ kind: 'list', codebook }} className="back-link">
        ← {codebook.title}
      </CodebookLink>
      <div className="page-heading">
        <h1>Sezóna {season.data.name}</h1>
        <CodebookLink page={{ kind: 'edit', codebook, id }} className="button-secondary">
          Upravit sezónu
        </CodebookLink>
      </div>
      <dl className="facts">
        <dt>Začátek</dt>
        <dd>{formatDate(String(season.data.startDate))}</dd>
        <dt>Konec</dt>
        <dd>{formatDate(String(season.data.endDate))}</dd>
      </dl>
      <div className="page-heading">
        <h2>Závodní sezóny</h2>
        {racingSeasons && (
          <CodebookLink page={{ kind: 'new', codebook: racingSeasons }} search={{ seasonId: String(id) }} className="button-secondary">
            {racingSeasons.newTitle}
          </CodebookLink>
        )}
      </div>
      <DataGrid
        gridId="season-racing-seasons"
        label={`Závodní sezóny sezóny ${season.data.name}`}
        columns={columns}
        rows={racing.data}
        totalCount={racing.data?.length ?? 0}
        loading={racing.isFetching}
        error={racing.error}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}
