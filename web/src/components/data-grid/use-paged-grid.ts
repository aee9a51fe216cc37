// One hook for every server-paged list: it keeps the page, the rows per page, the order and (for
// keyset paging) the cursor each visited page started after, gives them to the list's query,
// and turns the query's answer into the data grid's props. A change of the filter, the rows per
// page or the order starts again at page 1, in the same render (no request for a page of the
// old filter). Sorting and paging stay on the server: the grid only says what was asked for.
//
// It names no AG Grid module, so lists outside the grid (cards, public tables) use it too.
import { useState } from 'react';
import type { DataGridProps, GridSort } from './data-grid';

/** An order of the GraphQL grid input: `{ field, direction }`. */
export interface SortInput<Field extends string> {
  field: Field;
  direction: 'ASC' | 'DESC';
}

export interface PagedGridOptions<Field extends string> {
  /** Rows per page at first (50 by default); fixed for a list without the rows-per-page choice. */
  perPage?: number;
  /** The server's sort field of each sortable column (by `colId`); columns not named here do
   * not sort on the server. */
  sortFields?: Readonly<Record<string, Field>>;
  /** What the list is filtered by: when it changes (compared as JSON), paging starts again. */
  filter?: unknown;
  /** A list whose place is kept in the URL: the page it shows (from a link or the back button,
   * read by offset where no cursor of this visit leads to it) ... */
  page?: number;
  /** ... and where the list tells each move (page, rows per page) to write it back. The rows
   * per page then follow `perPage` too. */
  onPositionChange?: (position: { page: number; perPage: number }) => void;
  /** A list whose order is kept in the URL: the sorted columns it names ... */
  sort?: readonly GridSort[];
  /** ... and where each change of the order is written back (then `sort` is the order). */
  onSortChange?: (sort: GridSort[]) => void;
}

/** What a list query answers, as the hook needs it. */
export interface PagedAnswer<Row> {
  rows: Row[] | undefined;
  totalCount: number;
  /** The server stopped counting (more than `totalCount` rows match). */
  totalCapped?: boolean;
  /** Whether a page follows, where the server says so (keyset paging, capped counts). */
  hasNextPage?: boolean;
  /** The cursor after the last row of this page (keyset paging). */
  endCursor?: string | null;
  loading: boolean;
  error: Error | null;
}

export interface PagedGrid<Field extends string> {
  page: number;
  perPage: number;
  sort: SortInput<Field>[];
  /** Keyset paging: the cursor the current page starts after (none on page 1 and on pages
   * reached other than by "next"). */
  after: string | undefined;
  /** The page and the order as most list inputs take them. */
  request: { page: number; perPage: number };
  setPage: (page: number, endCursor?: string | null) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: GridSort[]) => void;
  /** The answer of the list's query as the data grid's props. */
  gridProps: <Row>(answer: PagedAnswer<Row>) => Pick<
    DataGridProps<Row>,
    'rows' | 'totalCount' | 'totalCapped' | 'loading' | 'error' | 'paging' | 'onSortChange' | 'sort'
  >;
}

/** Where a list is: its page and the cursors of the pages visited since the last reset. */
export interface GridPosition {
  /** The filter, rows per page and order this position belongs to (JSON). */
  scope: string;
  page: number;
  cursors: Readonly<Record<number, string>>;
}

/** The position for a scope: the stored one, or page 1 when the scope changed. */
export function positionFor(stored: GridPosition, scope: string): GridPosition {
  return stored.scope === scope ? stored : { scope, page: 1, cursors: {} };
}

/** The position after moving to a page; moving to the next one remembers where it starts. */
export function movedTo(position: GridPosition, page: number, endCursor?: string | null): GridPosition {
  const next = Math.max(1, Math.trunc(page));
  const cursors = next === position.page + 1 && endCursor ? { ...position.cursors, [next]: endCursor } : position.cursors;
  return { ...position, page: next, cursors };
}

/** The server's order for the grid's sorted columns, in the grid's order; columns the server
 * cannot sort by are left out. */
export function sortInput<Field extends string>(sort: readonly GridSort[], fields: Readonly<Record<string, Field>>): SortInput<Field>[] {
  return sort.flatMap(({ colId, direction }) => {
    const field = fields[colId];
    return field ? [{ field, direction: direction === 'desc' ? ('DESC' as const) : ('ASC' as const) }] : [];
  });
}

export function usePagedGrid<Field extends string = never>(options: PagedGridOptions<Field> = {}): PagedGrid<Field> {
  const { sortFields, onPositionChange, onSortChange } = options;
  const [ownPerPage, setOwnPerPage] = useState(options.perPage ?? 50);
  const perPage = onPositionChange ? (options.perPage ?? 50) : ownPerPage;
  const [ownSort, setOwnSort] = useState<readonly GridSort[]>([]);
  const gridSort = onSortChange ? (options.sort ?? []) : ownSort;
  const sort = sortFields ? sortInput(gridSort, sortFields) : [];
  const scope = JSON.stringify([options.filter ?? null, perPage, sort]);
  const [stored, setStored] = useState<GridPosition>({ scope, page: options.page ?? 1, cursors: {} });
  const kept = positionFor(stored, scope);
  // The URL names another page (a link, the back button): go there, by offset.
  const position = options.page !== undefined && options.page !== kept.page ? { scope, page: options.page, cursors: kept.cursors } : kept;

  const setPage = (page: number, endCursor?: string | null) => {
    const moved = movedTo(position, page, endCursor);
    setStored(moved);
    onPositionChange?.({ page: moved.page, perPage });
  };
  const setPerPage = (next: number) => {
    setOwnPerPage(next);
    onPositionChange?.({ page: 1, perPage: next });
  };
  const setSort = (next: GridSort[]) => (onSortChange ? onSortChange(next) : setOwnSort(next));

  return {
    page: position.page,
    perPage,
    sort,
    after: position.cursors[position.page],
    request: { page: position.page, perPage },
    setPage,
    setPerPage,
    setSort,
    gridProps: (answer) => ({
      rows: answer.rows,
      totalCount: answer.totalCount,
      totalCapped: answer.totalCapped,
      loading: answer.loading,
      error: answer.error,
      paging: {
        page: position.page,
        perPage,
        hasNextPage: answer.hasNextPage,
        onPageChange: (page) => setPage(page, answer.endCursor),
        onPerPageChange: setPerPage,
      },
      onSortChange: sortFields ? setSort : undefined,
      sort: gridSort,
    }),
  };
}
