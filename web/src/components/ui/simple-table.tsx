import type { ReactNode } from 'react';

/** A header cell: its text, and whether the column holds numbers (right-aligned). A column
 * without a label gets an empty `<td />` (over a column of buttons or row headers). */
export interface TableColumn {
  label?: string;
  numeric?: boolean;
}

interface SimpleTableProps {
  /** Classes after `simple-table`. */
  className?: string;
  /** The table's name for screen readers (a visually hidden caption). */
  caption?: string;
  /** The header row: a text, a column, or `false` (or `undefined`) for a column left out. */
  columns: readonly (string | TableColumn | false | undefined)[];
  /** Wraps the table in a box that scrolls sideways on narrow screens. */
  scroll?: boolean;
  /** The body's rows. */
  children: ReactNode;
  /** The footer's rows (totals). */
  footer?: ReactNode;
}

/** A plain read-only table (`.simple-table`) with one header row. */
export function SimpleTable({ className, caption, columns, scroll = false, children, footer }: SimpleTableProps) {
  const table = (
    <table className={className ? `simple-table ${className}` : 'simple-table'}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => {
            if (column === false || column === undefined) return null;
            const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
            if (label === undefined) return <td key={index} />;
            return (
              <th key={index} scope="col" className={numeric ? 'number' : undefined}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </table>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}
