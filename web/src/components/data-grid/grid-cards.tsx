// The data grid on a phone: each row a card of its shown columns ("Příjmení: Novák"), one under
// the other, instead of a table that scrolls sideways. The columns' own cell renderers (links,
// badges, controls) render inside the cards; sorting and selection stay with the wide grid (the
// order kept in the URL still applies).
import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { ComponentType, ReactNode } from 'react';

/** The value a column shows for a row, as the grid computes it (getter, field, formatter). */
export function cellValue<T>(column: ColDef<T>, row: T): unknown {
  let value: unknown;
  if (typeof column.valueGetter === 'function') value = column.valueGetter({ data: row } as ValueGetterParams<T>);
  else if (typeof column.field === 'string') value = (row as Record<string, unknown>)[column.field];
  if (typeof column.valueFormatter === 'function') value = column.valueFormatter({ value, data: row } as ValueFormatterParams<T>);
  return value;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function Cell<T>({ column, row }: { column: ColDef<T>; row: T }): ReactNode {
  const value = cellValue(column, row);
  if (typeof column.cellRenderer === 'function') {
    const Renderer = column.cellRenderer as ComponentType<{ data: T; value: unknown }>;
    return <Renderer data={row} value={value} />;
  }
  if (isEmpty(value)) return '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export interface GridCardsProps<T> {
  columns: ColDef<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  label: string;
  empty: string;
  onRowClicked?: ((row: T) => void) | undefined;
  rowClass?: ((row: T) => string | undefined) | undefined;
}

/** The rows as cards in a table of one column, so that each card is a row to assistive
 * technology as it is in the wide grid; a column without a value is left out of its card. */
export function GridCards<T>({ columns, rows, rowKey, label, empty, onRowClicked, rowClass }: GridCardsProps<T>) {
  const shown = columns.filter((column) => !column.hide && column.headerName);
  return (
    <table className="grid-cards" aria-label={label}>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td className="grid-cards-empty">{empty}</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={[onRowClicked ? 'clickable-row' : '', rowClass?.(row) ?? ''].join(' ').trim() || undefined}
            onClick={(event) => {
              // A click on a link or a control inside the card does its own thing.
              if (!onRowClicked || (event.target instanceof Element && event.target.closest('a, button, input, select'))) return;
              onRowClicked(row);
            }}
          >
            <td>
              <dl>
                {shown.filter((column) => typeof column.cellRenderer === 'function' || !isEmpty(cellValue(column, row))).map((column) => (
                  <div key={column.colId ?? String(column.field)}>
                    <dt>{column.headerName}</dt>
                    <dd>
                      <Cell column={column} row={row} />
                    </dd>
                  </div>
                ))}
              </dl>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
