import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Filters, SearchFilter, SelectFilter } from './filters';

describe('filters', () => {
  it('is a search form named for screen readers only when a label is given', () => {
    expect(renderToStaticMarkup(<Filters>x</Filters>)).toBe('<form class="filters" role="search">x</form>');
    expect(renderToStaticMarkup(<Filters label="Filtry" className="calendar-filters">x</Filters>)).toBe(
      '<form class="filters calendar-filters" role="search" aria-label="Filtry">x</form>',
    );
  });

  it('labels the search box and the choices, the first choice being everything', () => {
    expect(renderToStaticMarkup(<SearchFilter label="Hledat" placeholder="Název" value="" onChange={() => undefined} />)).toBe(
      '<label>Hledat<input type="search" placeholder="Název" value=""/></label>',
    );
    const select = renderToStaticMarkup(
      <SelectFilter label="Kraj" value="2" allLabel="Vše" options={[{ value: 1, label: 'Liberecký' }, { value: 2, label: 'Praha' }]} onChange={() => undefined} />,
    );
    expect(select).toBe(
      '<label>Kraj<select><option value="">Vše</option><option value="1">Liberecký</option><option value="2" selected="">Praha</option></select></label>',
    );
  });
});
