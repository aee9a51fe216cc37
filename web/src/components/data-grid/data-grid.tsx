// The data grid of Stopa: AG Grid Community with Czech texts, showing one server-side page;
// paging, sorting and filtering happen on the server (the GraphQL grid input).
import { AG_GRID_LOCALE_CZ } from '@ag-grid-community/locale';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  type ColDef,
  ColumnApiModule,
  ColumnAutoSizeModule,
  type GetRowIdFunc,
  type GridApi,
  LocaleModule,
  ModuleRegistry,
  RowAutoHeightModule,
  RowSelectionModule,
  RowStyleModule,
  type SortChangedEvent,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { t, tf } from '../../lib/i18n';
import { useSlowLoading } from '../../lib/use-slow-loading';
import { Alert } from '../ui/alert';
import { loadHiddenColumns, saveHiddenColumns } from './column-visibility';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { GridCards } from './grid-cards';
import { PagerNav, pagerOf } from './pager-nav';

/** Quartz in the page's colours; light or dark by `data-ag-theme-mode` on <html> (lib/theme.ts). */
const GRID_THEME = themeQuartz.withParams({
  backgroundColor: 'var(--color-surface)',
  foregroundColor: 'var(--color-text)',
  accentColor: 'var(--color-primary)',
});

// Only what the grid uses: the whole community bundle would double the lazily loaded chunk.
ModuleRegistry.registerModules([
  // `cellClass` and `headerClass` of the columns (e.g. the events grid's numbers).
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  LocaleModule,
  // Columns with `autoHeight` grow their rows to wrapped text.
  RowAutoHeightModule,
  RowSelectionModule,
  // Row classes (`getRowClass`, clickable rows).
  RowStyleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

export const GRID_TEXTS = { loading: t('ui.loading'), empty: t('ui.grid.empty'), error: t('ui.error') } as const;

export interface GridSort {
  colId: string;
  direction: 'asc' | 'desc';
}

export interface DataGridProps<T> {
  /** Names the grid in local storage (column visibility). */
  gridId: string;
  columns: ColDef<T>[];
  rows: T[] | undefined;
  totalCount: number;
  /** More rows match than `totalCount` (the server counts up to a cap). */
  totalCapped?: boolean;
  loading: boolean;
  error: Error | null;
  /** Server-side paging; without it the grid shows every row it is given, in their order. */
  paging?: {
    page: number;
    perPage: number;
    /** Whether a page follows this one, when the server says (a capped count cannot). */
    hasNextPage?: boolean;
    onPageChange: (page: number) => void;
    onPerPageChange: (perPage: number) => void;
  };
  onSortChange?: (sort: GridSort[]) => void;
  /** The order the list is in (kept in the URL): the columns show it. */
  sort?: readonly GridSort[] | undefined;
  getRowId: GetRowIdFunc<T>;
  label: string;
  /** Actions over the selected rows; with it, rows get checkboxes and a selection toolbar. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Opens a row (a click anywhere on it; the row's link does the same for the keyboard). */
  onRowClicked?: (row: T) => void;
  /** A class for a row (e.g. greyed out), besides the grid's own. */
  getRowClass?: (row: T) => string | undefined;
}

export function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, columns, rows, totalCount, loading, error, paging } = props;
  const [hidden, setHidden] = useState<string[]>(() => loadHiddenColumns(gridId));
  const [chooserOpen, setChooserOpen] = useState(false);
  const [selected, setSelected] = useState<T[]>([]);
  const api = useRef<GridApi<T> | null>(null);
  const clearSelection = () => {
    api.current?.deselectAll();
    setSelected([]);
  };
  const chooserId = useId();
  const pager = pagerOf({
    totalCount,
    totalCapped: props.totalCapped,
    page: paging?.page ?? 1,
    perPage: paging?.perPage ?? Math.max(1, totalCount),
    hasNextPage: paging?.hasNextPage,
  });
  const slow = useSlowLoading(loading);
  const cards = useNarrowScreen();
  // The cards have no selection: rows chosen on a wide screen are let go when it narrows.
  const [wasCards, setWasCards] = useState(cards);
  if (wasCards !== cards) {
    setWasCards(cards);
    setSelected([]);
  }

  const sortKey = JSON.stringify(props.sort ?? null);
  const columnDefs = useMemo(() => {
    const sort = JSON.parse(sortKey) as readonly GridSort[] | null;
    return columns.map((column) => {
      const shown = { ...column, hide: column.hide || hidden.includes(column.colId ?? '') };
      if (!sort || !column.sortable) return shown;
      // A given order is applied to the columns (a link, the back button); null clears a column.
      const index = sort.findIndex((key) => key.colId === column.colId);
      return { ...shown, sort: index < 0 ? null : sort[index]?.direction, sortIndex: index < 0 ? null : index };
    });
  }, [columns, hidden, sortKey]);

  const toggle = (colId: string) => {
    const next = hidden.includes(colId) ? hidden.filter((id) => id !== colId) : [...hidden, colId];
    setHidden(next);
    saveHiddenColumns(gridId, next);
  };

  const onSortChanged = (event: SortChangedEvent<T>) => {
    const sort = event.api
      .getColumnState()
      .filter((state) => state.sort)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((state) => ({ colId: state.colId, direction: state.sort as 'asc' | 'desc' }));
    // Applying the given order fires this too: only a change of it is told.
    if (props.sort && JSON.stringify(sort) === JSON.stringify(props.sort)) return;
    props.onSortChange?.(sort);
  };

  return (
    <div className="data-grid">
      <div className="grid-toolbar">
        <span className="grid-count" aria-live="polite">
          {pager.total}
        </span>
        <div className="column-chooser">
          <button
            type="button"
            className="button-secondary"
            aria-expanded={chooserOpen}
            aria-controls={chooserId}
            onClick={() => setChooserOpen((open) => !open)}
          >
            {t('ui.grid.columns')}
          </button>
          {chooserOpen && (
            <fieldset id={chooserId} className="chooser-panel">
              <legend>{t('ui.grid.shownColumns')}</legend>
              {columns
                .filter((column) => column.colId && !column.hide)
                .map((column) => (
                  <label key={column.colId}>
                    <input
                      type="checkbox"
                      checked={!hidden.includes(column.colId ?? '')}
                      onChange={() => toggle(column.colId ?? '')}
                    />{' '}
                    {column.headerName}
                  </label>
                ))}
            </fieldset>
          )}
        </div>
      </div>
      {props.selectionActions && !cards && selected.length > 0 && (
        <div className="selection-toolbar" role="toolbar" aria-label={t('ui.grid.selectionActions')}>
          <span>{tf('ui.grid.selected', { count: formatNumber(selected.length) })}</span>
          {props.selectionActions(selected, clearSelection)}
          <button type="button" className="link-button" onClick={clearSelection}>
            {t('ui.grid.clearSelection')}
          </button>
        </div>
      )}
      {error && <Alert variant="danger">{GRID_TEXTS.error}</Alert>}
      {slow && !error && <Alert variant="info">{t('ui.grid.slow')}</Alert>}
      <div className="grid-frame" role="region" aria-label={props.label}>
        {cards ? (
          loading && !rows ? (
            <p>{GRID_TEXTS.loading}</p>
          ) : (
            <GridCards
              columns={columnDefs}
              rows={error ? [] : (rows ?? [])}
              rowKey={(row) => props.getRowId({ data: row } as Parameters<GetRowIdFunc<T>>[0])}
              label={props.label}
              empty={error ? GRID_TEXTS.error : GRID_TEXTS.empty}
              onRowClicked={props.onRowClicked}
              rowClass={props.getRowClass}
            />
          )
        ) : (
        <AgGridReact<T>
          theme={GRID_THEME}
          localeText={AG_GRID_LOCALE_CZ}
          columnDefs={columnDefs}
          rowData={error ? [] : (rows ?? [])}
          loading={loading}
          overlayLoadingTemplate={`<span>${GRID_TEXTS.loading}</span>`}
          overlayNoRowsTemplate={`<span>${error ? GRID_TEXTS.error : GRID_TEXTS.empty}</span>`}
          getRowId={props.getRowId}
          onSortChanged={onSortChanged}
          onGridReady={(event) => {
            api.current = event.api;
          }}
          rowSelection={props.selectionActions ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true } : undefined}
          onSelectionChanged={(event) => setSelected(event.api.getSelectedRows())}
          onRowClicked={(event) => {
            // A click on a link or a control inside the row does its own thing.
            const target = event.event?.target;
            if (target instanceof Element && target.closest('a, button, input, select')) return;
            if (event.data && props.onRowClicked) props.onRowClicked(event.data);
          }}
          rowClass={props.onRowClicked ? 'clickable-row' : undefined}
          getRowClass={props.getRowClass ? ({ data }) => (data ? props.getRowClass?.(data) : undefined) : undefined}
          defaultColDef={{ sortable: false, resizable: true, suppressMovable: true }}
          domLayout="autoHeight"
        />
        )}
      </div>
      {paging && (
        <PagerNav
          page={paging.page}
          perPage={paging.perPage}
          totalCount={totalCount}
          totalCapped={props.totalCapped}
          hasNextPage={paging.hasNextPage}
          onPageChange={paging.onPageChange}
          onPerPageChange={paging.onPerPageChange}
        />
      )}
    </div>
  );
}
