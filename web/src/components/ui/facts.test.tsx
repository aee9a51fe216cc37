import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fact, FactList } from './facts';

describe('facts', () => {
  it('writes each label and value as a row of a description list', () => {
    expect(renderToStaticMarkup(<FactList facts={[['IČO', '12345678'], ['Web', <a href="https://x.cz">x.cz</a>]]} />)).toBe(
      '<dl class="facts"><div class="fact"><dt>IČO</dt><dd>12345678</dd></div><div class="fact"><dt>Web</dt><dd><a href="https://x.cz">x.cz</a></dd></div></dl>',
    );
    expect(renderToStaticMarkup(<FactList className="event-facts" facts={[]} />)).toBe('<dl class="facts event-facts"></dl>');
    expect(renderToStaticMarkup(<Fact label="Kraj">Liberecký</Fact>)).toBe('<div class="fact"><dt>Kraj</dt><dd>Liberecký</dd></div>');
  });
});
