import { describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/i18n';
import { rowToValues, valuesToInput } from './codebook';
import { ALL_CODEBOOKS, CODEBOOKS, itemLabel, nicknames } from './codebooks';
import { codebookLinkOptions } from './routes/codebook-link';

describe('codebooks', () => {
  it('take every text of their pages from the catalogue', () => {
    const texts = new Set<string>(Object.values(catalogue));
    for (const codebook of ALL_CODEBOOKS) {
      const own = [codebook.title, codebook.description, codebook.newTitle, codebook.editTitle, codebook.deleteQuestion];
      const labels = [...codebook.fields.map((field) => field.label), ...codebook.columns.map((column) => column.header)];
      for (const text of [...own, ...labels]) expect(texts, `${codebook.slug}: ${text}`).toContain(text);
    }
  });

  it('have distinct slugs and query keys', () => {
    expect(new Set(CODEBOOKS.map((codebook) => codebook.slug)).size).toBe(CODEBOOKS.length);
    expect(new Set(ALL_CODEBOOKS.map((codebook) => codebook.api.key)).size).toBe(ALL_CODEBOOKS.length);
  });

  it('put the nicknames under the data cleanup, with the spec’s `new` segment', () => {
    const page = (kind: 'list' | 'new') => codebookLinkOptions({ kind, codebook: nicknames });
    expect(page('list')).toMatchObject({ to: '/evidence/cisteni-dat/prezdivky' });
    expect(page('new')).toMatchObject({ to: '/evidence/cisteni-dat/prezdivky/new' });
    expect(codebookLinkOptions({ kind: 'edit', codebook: nicknames, id: 7 })).toMatchObject({ to: '/evidence/cisteni-dat/prezdivky/$id', params: { id: '7' } });
    expect(CODEBOOKS).not.toContain(nicknames);
    expect(itemLabel(nicknames, { id: 7, nickname: 'Honza', fullName: 'Jan' })).toBe('Honza');
  });

  it('send a nickname for both sexes as null and the ambiguity as a flag', () => {
    const values = { nickname: ' Míra ', fullName: 'Miroslav', sex: '', ambiguous: true };
    expect(valuesToInput(nicknames.fields, values)).toEqual({ nickname: 'Míra', fullName: 'Miroslav', sex: null, ambiguous: true });
    expect(valuesToInput(nicknames.fields, { ...values, sex: 'MALE' })).toMatchObject({ sex: 'MALE' });
    expect(rowToValues(nicknames.fields, { id: 1, nickname: 'Míra', fullName: 'Miroslav', sex: null, ambiguous: true })).toEqual({
      nickname: 'Míra',
      fullName: 'Miroslav',
      sex: '',
      ambiguous: true,
    });
  });
});
