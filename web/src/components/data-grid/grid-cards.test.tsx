import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { GridCards, cellValue } from './grid-cards';

interface Row {
  id: number;
  name: string;
  club: string | null;
}

const columns: ColDef<Row>[] = [
  { colId: 'name', headerName: 'Příjmení', field: 'name', cellRenderer: ({ data }: { data: Row }) => <a href={`/clen/${data.id}`}>{data.name}</a> },
  { colId: 'club', headerName: 'Klub', valueGetter: ({ data }) => data?.club ?? '' },
  { colId: 'hidden', headerName: 'Skrytý', field: 'id', hide: true },
  { colId: 'id', headerName: 'Číslo', field: 'id', valueFormatter: ({ value }) => `č. ${String(value)}` },
];

describe('grid cards', () => {
  it('compute a value as the grid does: getter, field, formatter', () => {
    const row = { id: 7, name: 'Novák', club: 'Ski klub Praha' };
    expect(cellValue(columns[1] ?? {}, row)).toBe('Ski klub Praha');
    expect(cellValue(columns[3] ?? {}, row)).toBe('č. 7');
  });

  it('show each row as a card of its shown columns, renderers included, empty ones left out', () => {
    const html = renderToStaticMarkup(
      <GridCards columns={columns} rows={[{ id: 7, name: 'Novák', club: null }]} rowKey={(row) => String(row.id)} label="Seznam členů" empty="Žádné záznamy" />,
    );
    expect(html).toContain('aria-label="Seznam členů"');
    expect(html).toContain('<dt>Příjmení</dt><dd><a href="/clen/7">Novák</a></dd>');
    expect(html).toContain('<dt>Číslo</dt><dd>č. 7</dd>');
    expect(html).not.toContain('Klub');
    expect(html).not.toContain('Skrytý');
  });

  it('say when there is nothing', () => {
    const html = renderToStaticMarkup(<GridCards columns={columns} rows={[]} rowKey={(row) => String(row.id)} label="Seznam" empty="Žádné záznamy" />);
    expect(html).toContain('Žádné záznamy');
  });
});
