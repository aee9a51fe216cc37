import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('puts elements where the placeholders are', () => {
    const html = renderToStaticMarkup(<p>{richText('Adresa {email} už má účet{rest}.', { email: <strong>a@b.cz</strong>, rest: '' })}</p>);
    expect(html).toBe('<p>Adresa <strong>a@b.cz</strong> už má účet.</p>');
  });

  it('leaves unknown placeholders as written', () => {
    expect(renderToStaticMarkup(<p>{richText('Ahoj {name}', {})}</p>)).toBe('<p>Ahoj {name}</p>');
  });
});
