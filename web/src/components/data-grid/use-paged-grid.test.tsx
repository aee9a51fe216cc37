import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '../../lib/render-hook';
import { type PagedGrid, movedTo, positionFor, sortInput, usePagedGrid } from './use-paged-grid';

describe('grid positions', () => {
  const start = { scope: 'a', page: 1, cursors: {} };

  it('start again at page 1 when the scope (filter, rows per page, order) changes', () => {
    const deep = { scope: 'a', page: 7, cursors: { 2: 'c2' } };
    expect(positionFor(deep, 'a')).toBe(deep);
    expect(positionFor(deep, 'b')).toEqual({ scope: 'b', page: 1, cursors: {} });
  });

  it('remember where the next page starts, and only the next one', () => {
    const second = movedTo(start, 2, 'after-1');
    expect(second).toEqual({ scope: 'a', page: 2, cursors: { 2: 'after-1' } });
    expect(movedTo(second, 5, 'after-2').cursors).toEqual({ 2: 'after-1' });
    expect(movedTo(second, 1).page).toBe(1);
    expect(movedTo(start, 0).page).toBe(1);
  });

  it('turn the grid’s sorted columns into the server’s order, leaving out unknown columns', () => {
    const fields = { lastName: 'LAST_NAME', club: 'CLUB_NAME' } as const;
    expect(
      sortInput(
        [
          { colId: 'club', direction: 'desc' },
          { colId: 'photo', direction: 'asc' },
          { colId: 'lastName', direction: 'asc' },
        ],
        fields,
      ),
    ).toEqual([
      { field: 'CLUB_NAME', direction: 'DESC' },
      { field: 'LAST_NAME', direction: 'ASC' },
    ]);
  });
});

describe('usePagedGrid', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  /** Renders the hook for a filter; `latest()` is what the last render returned. */
  function renderGrid(filter: unknown, sortFields?: Record<string, 'NAME' | 'CODE'>) {
    const view = renderHook((value: unknown): PagedGrid<'NAME' | 'CODE'> => usePagedGrid({ filter: value, sortFields }), filter);
    unmount = view.unmount;
    return view;
  }

  it('pages on the server and starts again for a new filter in the same render', () => {
    const view = renderGrid({ search: 'novák' });
    expect(view.latest().request).toEqual({ page: 1, perPage: 50 });
    act(() => view.latest().setPage(3));
    expect(view.latest().page).toBe(3);
    view.rerender({ search: 'novak' });
    expect(view.latest().request).toEqual({ page: 1, perPage: 50 });
  });

  it('starts again when the rows per page or the order change', () => {
    const view = renderGrid({}, { name: 'NAME', code: 'CODE' });
    act(() => view.latest().setPage(2));
    act(() => view.latest().setPerPage(100));
    expect(view.latest().request).toEqual({ page: 1, perPage: 100 });
    act(() => view.latest().setPage(4));
    act(() => view.latest().setSort([{ colId: 'code', direction: 'desc' }]));
    expect(view.latest().page).toBe(1);
    expect(view.latest().sort).toEqual([{ field: 'CODE', direction: 'DESC' }]);
  });

  it('takes the order from the URL and tells its changes instead of keeping them', () => {
    const told: unknown[] = [];
    const view = renderHook(
      (sort: { colId: string; direction: 'asc' | 'desc' }[]): PagedGrid<'NAME' | 'CODE'> =>
        usePagedGrid({ sortFields: { name: 'NAME', code: 'CODE' }, sort, onSortChange: (next) => told.push(next) }),
      [{ colId: 'code', direction: 'desc' }] as { colId: string; direction: 'asc' | 'desc' }[],
    );
    unmount = view.unmount;
    expect(view.latest().sort).toEqual([{ field: 'CODE', direction: 'DESC' }]);
    expect(view.latest().gridProps({ rows: [], totalCount: 0, loading: false, error: null }).sort).toEqual([{ colId: 'code', direction: 'desc' }]);
    act(() => view.latest().setSort([{ colId: 'name', direction: 'asc' }]));
    expect(told).toEqual([[{ colId: 'name', direction: 'asc' }]]);
    // Until the URL changes, the order is the URL's.
    expect(view.latest().sort).toEqual([{ field: 'CODE', direction: 'DESC' }]);
    view.rerender([{ colId: 'name', direction: 'asc' }]);
    expect(view.latest().sort).toEqual([{ field: 'NAME', direction: 'ASC' }]);
  });

  it('gives the grid its paging and seeks the next page from the last row (keyset paging)', () => {
    const view = renderGrid({});
    const props = view.latest().gridProps({ rows: [{ id: 1 }], totalCount: 120, hasNextPage: true, endCursor: 'row-50', loading: false, error: null });
    expect(props.totalCount).toBe(120);
    expect(props.paging).toMatchObject({ page: 1, perPage: 50, hasNextPage: true });
    expect(props.onSortChange).toBeUndefined();
    act(() => props.paging?.onPageChange(2));
    expect(view.latest().after).toBe('row-50');
    act(() => view.latest().setPage(1));
    expect(view.latest().after).toBeUndefined();
  });
});
