import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCodebookItem, useCodebookList } from '../api/codebook-queries';
import type { CodebookRow } from '../codebook';
import { type CodebookDefinition, findCodebook, itemLabel, racingSeasonsApi } from '../codebooks';
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
        headerName: t('codebooks.field.department'),
        flex: 2,
        cellRenderer: ({ data, value }: { data: CodebookRow | undefined; value: unknown }) =>
          data && racingSeasons ? (
            <CodebookLink page={{ kind: 'edit', codebook: racingSeasons, id: data.id }}>{String(value)}</CodebookLink>
          ) : null,
      },
      { colId: 'name', field: 'name', headerName: t('codebooks.field.name'), flex: 2 },
      { colId: 'startDate', field: 'startDate', headerName: t('codebooks.field.startDate'), flex: 1, valueFormatter: ({ value }) => formatDate(String(value)) },
      { colId: 'endDate', field: 'endDate', headerName: t('codebooks.field.endDate'), flex: 1, valueFormatter: ({ value }) => formatDate(String(value)) },
    ],
    [],
  );
  usePageTitle(season.data ? tf('codebooks.seasonDetail.heading', { name: itemLabel(codebook, season.data) }) : codebook.title);
  if (season.isPending) return <p>{t('codebooks.form.loading')}</p>;
  if (season.error instanceof GraphQLRequestError && season.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (season.isError) return <Alert variant="danger">{season.error.message}</Alert>;
  return (
    <section>
      <CodebookLink page={{ kind: 'list', codebook }} className="back-link">
        ← {codebook.title}
      </CodebookLink>
      <div className="page-heading">
        <h1>{tf('codebooks.seasonDetail.heading', { name: itemLabel(codebook, season.data) })}</h1>
        <CodebookLink page={{ kind: 'edit', codebook, id }} className="button-secondary">
          {t('codebooks.seasonDetail.edit')}
        </CodebookLink>
      </div>
      <dl className="facts">
        <dt>{t('codebooks.field.startDate')}</dt>
        <dd>{formatDate(String(season.data.startDate))}</dd>
        <dt>{t('codebooks.field.endDate')}</dt>
        <dd>{formatDate(String(season.data.endDate))}</dd>
      </dl>
      <div className="page-heading">
        <h2>{t('codebooks.seasonDetail.racingSeasons')}</h2>
        {racingSeasons && (
          <CodebookLink page={{ kind: 'new', codebook: racingSeasons }} search={{ seasonId: String(id) }} className="button-secondary">
            {racingSeasons.newTitle}
          </CodebookLink>
        )}
      </div>
      <DataGrid
        gridId="season-racing-seasons"
        label={tf('codebooks.seasonDetail.racingSeasonsGrid', { name: itemLabel(codebook, season.data) })}
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
