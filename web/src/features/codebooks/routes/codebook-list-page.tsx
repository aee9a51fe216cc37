import type { ColDef } from 'ag-grid-community';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCodebookList } from '../api/codebook-queries';
import type { CodebookRow, ListFilter } from '../codebook';
import { codebookSplat } from '../codebook-paths';
import { type CodebookDefinition, FILTER_LABELS, type FilterName, SEXES } from '../codebooks';
import { useFieldOptions } from '../components/field-options';
import { CodebookLink } from './codebook-link';

export type CodebookSearch = Partial<Record<FilterName, string>>;

function toFilter(search: CodebookSearch): ListFilter {
  const number = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);
  return {
    seasonId: number(search.seasonId),
    departmentId: number(search.departmentId),
    evidenceSeasonId: number(search.evidenceSeasonId),
  };
}

function columnsOf(codebook: CodebookDefinition): ColDef<CodebookRow>[] {
  return codebook.columns.map((column, index) => {
    const definition: ColDef<CodebookRow> = {
      colId: column.field,
      field: column.field,
      headerName: column.header,
      flex: index === 0 ? 2 : 1,
      minWidth: 120,
    };
    if (column.kind === 'date') {
      definition.valueFormatter = ({ value }) => (typeof value === 'string' ? formatDate(value) : '');
    } else if (column.kind === 'boolean') {
      // As text ("ano"/"ne"): AG Grid would otherwise draw a boolean as a disabled checkbox.
      definition.cellDataType = false;
      definition.valueFormatter = ({ value }) => (value === true ? t('codebooks.list.yes') : t('codebooks.list.no'));
    } else if (column.kind === 'sex') {
      definition.valueFormatter = ({ value }) => SEXES.find((sex) => sex.value === value)?.label ?? t('codebooks.sex.both');
    }
    if (index === 0) {
      // The first column opens the item: a real link, reachable by keyboard.
      definition.cellRenderer = ({ data, value }: { data: CodebookRow | undefined; value: unknown }) =>
        data ? (
          <CodebookLink page={codebook.hasDetail ? { kind: 'detail', codebook, id: data.id } : { kind: 'edit', codebook, id: data.id }}>
            {String(value)}
          </CodebookLink>
        ) : null;
    }
    return definition;
  });
}

/** The list of a codebook: every item (codebooks are small), filters kept in the URL. */
export function CodebookListPage({ codebook, search }: { codebook: CodebookDefinition; search: CodebookSearch }) {
  const filter = toFilter(search);
  const list = useCodebookList(codebook.api, filter);
  const columns = useMemo(() => columnsOf(codebook), [codebook]);
  const filters = codebook.filters ?? [];
  const canCreate = !codebook.createNeedsFilters || filters.every((name) => filter[name] !== undefined);
  usePageTitle(codebook.title);
  return (
    <section>
      {codebook.back ? (
        <Link {...codebook.back.link} className="back-link">
          {codebook.back.label}
        </Link>
      ) : (
        <CodebookLink page={{ kind: 'index' }} className="back-link">
          {t('codebooks.backToIndex')}
        </CodebookLink>
      )}
      <div className="page-heading">
        <h1>{codebook.title}</h1>
        {canCreate ? (
          <CodebookLink page={{ kind: 'new', codebook }} search={search} className="button">
            {codebook.newTitle}
          </CodebookLink>
        ) : (
          <p className="hint">
            {tf('codebooks.list.chooseFilters', {
              filters: filters.map((name) => FILTER_LABELS[name].toLowerCase()).join(t('codebooks.list.filtersJoin')),
            })}
          </p>
        )}
      </div>
      {filters.length > 0 && <ListFilters codebook={codebook} search={search} />}
      <DataGrid
        gridId={`codebook-${codebook.slug}`}
        label={codebook.title}
        columns={columns}
        rows={list.data}
        totalCount={list.data?.length ?? 0}
        loading={list.isFetching}
        error={list.error}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}

const FILTER_KINDS = { seasonId: 'season', departmentId: 'department', evidenceSeasonId: 'evidenceSeason' } as const;

function ListFilters({ codebook, search }: { codebook: CodebookDefinition; search: CodebookSearch }) {
  const navigate = useNavigate();
  const change = (name: FilterName, value: string) =>
    void navigate({
      to: '/evidence/ciselniky/$',
      params: { _splat: codebookSplat({ kind: 'list', codebook }) },
      search: { ...search, [name]: value || undefined },
    });
  return (
    <Filters>
      {(codebook.filters ?? []).map((name) => (
        <FilterSelect key={name} name={name} value={search[name] ?? ''} onChange={(value) => change(name, value)} />
      ))}
    </Filters>
  );
}

function FilterSelect({ name, value, onChange }: { name: FilterName; value: string; onChange: (value: string) => void }) {
  const { options } = useFieldOptions(FILTER_KINDS[name]);
  return <SelectFilter label={FILTER_LABELS[name]} value={value} allLabel={t('codebooks.list.filterAll')} options={options} onChange={onChange} />;
}
