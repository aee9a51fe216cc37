// Pages under /evidence/ciselniky: from a path to the page it shows, and back. The paths are
// those of the route map (spec §2); ids must be integers (spec §5) or the page is not found.
import { parseId } from '../../lib/route-params';
import { type CodebookDefinition, findCodebook } from './codebooks';

export type CodebookPage =
  | { kind: 'index' }
  | { kind: 'regions' }
  | { kind: 'list'; codebook: CodebookDefinition }
  | { kind: 'new'; codebook: CodebookDefinition }
  | { kind: 'edit'; codebook: CodebookDefinition; id: number }
  | { kind: 'detail'; codebook: CodebookDefinition; id: number };

/** A page of one codebook. */
export type CodebookItemPage = Exclude<CodebookPage, { kind: 'index' } | { kind: 'regions' }>;

/** The page of a path below /evidence/ciselniky/ (without it), or null when there is none. */
export function resolveCodebookPath(splat: string): CodebookPage | null {
  const segments = splat.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'index' };
  const [slug, second, third, ...rest] = segments;
  if (rest.length > 0 || slug === undefined) return null;
  if (slug === 'kraje') return second === undefined ? { kind: 'regions' } : null;
  const codebook = findCodebook(slug);
  if (!codebook) return null;
  if (second === undefined) return { kind: 'list', codebook };
  if (second === codebook.createSegment && third === undefined) return { kind: 'new', codebook };
  let id: number;
  try {
    id = parseId(second);
  } catch {
    return null;
  }
  if (codebook.editSuffix === '/editace') {
    if (third === 'editace') return { kind: 'edit', codebook, id };
    if (third === undefined && codebook.hasDetail) return { kind: 'detail', codebook, id };
    return null;
  }
  return third === undefined ? { kind: 'edit', codebook, id } : null;
}

/** The part of a codebook page's path after /evidence/ciselniky/. */
export function codebookSplat(page: CodebookPage): string {
  switch (page.kind) {
    case 'index':
      return '';
    case 'regions':
      return 'kraje';
    case 'list':
      return page.codebook.slug;
    case 'new':
      return `${page.codebook.slug}/${page.codebook.createSegment}`;
    case 'edit':
      return `${page.codebook.slug}/${page.id}${page.codebook.editSuffix}`;
    case 'detail':
      return `${page.codebook.slug}/${page.id}`;
  }
}
