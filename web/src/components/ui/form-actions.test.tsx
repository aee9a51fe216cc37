import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('offers the submit button, waiting while the form is sent', () => {
    expect(renderToStaticMarkup(<FormActions submitting={false} submitLabel="Uložit" sendingLabel="Ukládám…" />)).toBe(
      '<div class="form-actions"><button type="submit" class="button">Uložit</button></div>',
    );
    expect(renderToStaticMarkup(<FormActions submitting submitLabel="Uložit" sendingLabel="Ukládám…" />)).toBe(
      '<div class="form-actions"><button type="submit" class="button" disabled="">Ukládám…</button></div>',
    );
    expect(renderToStaticMarkup(<FormActions submitting submitLabel="Odeslat">
      <a href="/x">Zpět</a>
    </FormActions>)).toBe('<div class="form-actions"><button type="submit" class="button" disabled="">Odeslat</button><a href="/x">Zpět</a></div>');
  });
});
