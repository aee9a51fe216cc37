import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/route-map';
import { type CodebookPage, codebookSplat, resolveCodebookPath } from './codebook-paths';
import { CODEBOOKS, findCodebook } from './codebooks';

describe('codebook paths', () => {
  it('resolve list, create, edit and detail pages of the spec', () => {
    expect(resolveCodebookPath('useky')).toMatchObject({ kind: 'list', codebook: { slug: 'useky' } });
    expect(resolveCodebookPath('useky/novy')).toMatchObject({ kind: 'new' });
    expect(resolveCodebookPath('useky/12')).toMatchObject({ kind: 'edit', id: 12 });
    expect(resolveCodebookPath('zavodni-sezony/nova')).toMatchObject({ kind: 'new' });
    expect(resolveCodebookPath('evidencni-sezony/3/editace')).toMatchObject({ kind: 'edit', id: 3 });
    expect(resolveCodebookPath('sezony/3')).toMatchObject({ kind: 'detail', id: 3 });
    expect(resolveCodebookPath('sezony/3/editace')).toMatchObject({ kind: 'edit', id: 3 });
    expect(resolveCodebookPath('kraje')).toEqual({ kind: 'regions' });
    expect(resolveCodebookPath('')).toEqual({ kind: 'index' });
  });

  it('find nothing for a non-numeric id, a wrong create segment or an unknown codebook', () => {
    for (const path of ['useky/abc', 'useky/nova', 'evidencni-sezony/3', 'useky/1/editace', 'kraje/1', 'barvy', 'sezony/1/editace/x']) {
      expect(resolveCodebookPath(path), path).toBeNull();
    }
  });

  it('build only paths of the route map, and read them back', () => {
    const known = new Set(Object.values(ROUTES).map((route) => route.path));
    const pages: CodebookPage[] = [{ kind: 'regions' }];
    for (const codebook of CODEBOOKS) {
      pages.push({ kind: 'list', codebook }, { kind: 'new', codebook }, { kind: 'edit', codebook, id: 7 });
      if (codebook.hasDetail) pages.push({ kind: 'detail', codebook, id: 7 });
    }
    for (const page of pages) {
      const splat = codebookSplat(page);
      const pattern = `/evidence/ciselniky/${splat}`.replace('/7', '/$id');
      expect(known, pattern).toContain(pattern);
      expect(resolveCodebookPath(splat)).toEqual(page);
    }
    expect(findCodebook('sportovni-strediska')?.createSegment).toBe('novy');
  });
});
