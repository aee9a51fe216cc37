import { describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/i18n';
import { CODEBOOKS } from './codebooks';

describe('codebooks', () => {
  it('take every text of their pages from the catalogue', () => {
    const texts = new Set<string>(Object.values(catalogue));
    for (const codebook of CODEBOOKS) {
      const own = [codebook.title, codebook.description, codebook.newTitle, codebook.editTitle, codebook.deleteQuestion];
      const labels = [...codebook.fields.map((field) => field.label), ...codebook.columns.map((column) => column.header)];
      for (const text of [...own, ...labels]) expect(texts, `${codebook.slug}: ${text}`).toContain(text);
    }
  });

  it('have distinct slugs and query keys', () => {
    expect(new Set(CODEBOOKS.map((codebook) => codebook.slug)).size).toBe(CODEBOOKS.length);
    expect(new Set(CODEBOOKS.map((codebook) => codebook.api.key)).size).toBe(CODEBOOKS.length);
  });
});
