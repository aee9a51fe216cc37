import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleTable } from './simple-table';

describe('SimpleTable', () => {
  it('writes the caption, the header row and the rows as a plain table', () => {
    const html = renderToStaticMarkup(
      <SimpleTable className="fis-lists" caption="Seznamy" columns={['Název', { label: 'Počet', numeric: true }]}>
        <tr>
          <td>A</td>
          <td className="number">1</td>
        </tr>
      </SimpleTable>,
    );
    expect(html).toBe(
      '<table class="simple-table fis-lists"><caption class="visually-hidden">Seznamy</caption>' +
        '<thead><tr><th scope="col">Název</th><th scope="col" class="number">Počet</th></tr></thead>' +
        '<tbody><tr><td>A</td><td class="number">1</td></tr></tbody></table>',
    );
  });

  it('leaves out the columns given as false or undefined and writes an empty cell for a column without a label', () => {
    const html = renderToStaticMarkup(
      <SimpleTable columns={[{}, 'Starší', false, undefined, 'Novější']}>
        <tr />
      </SimpleTable>,
    );
    expect(html).toContain('<thead><tr><td></td><th scope="col">Starší</th><th scope="col">Novější</th></tr></thead>');
    expect(html).not.toContain('<caption');
  });

  it('wraps the table in a scrolling box and adds the footer when asked', () => {
    const html = renderToStaticMarkup(
      <SimpleTable columns={['Skupina']} scroll footer={<tr><th scope="row">Celkem</th></tr>}>
        <tr />
      </SimpleTable>,
    );
    expect(html).toMatch(/^<div class="table-scroll"><table class="simple-table">/);
    expect(html).toContain('<tfoot><tr><th scope="row">Celkem</th></tr></tfoot></table></div>');
  });
});
