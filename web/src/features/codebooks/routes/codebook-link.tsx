import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type CodebookPage, codebookSplat } from '../codebook-paths';

/** Where a codebook page is: below /evidence/ciselniky, or where the codebook says (the
 * nicknames of the data cleanup). */
export function codebookLinkOptions(page: CodebookPage, search: Record<string, string | undefined> = {}): LinkOptions {
  if (page.kind !== 'index' && page.kind !== 'regions' && page.codebook.linkTo) return page.codebook.linkTo(page);
  return { to: '/evidence/ciselniky/$', params: { _splat: codebookSplat(page) }, search };
}

/** A link to a codebook page. */
export function CodebookLink({
  page,
  search,
  className,
  children,
}: {
  page: CodebookPage;
  search?: Record<string, string | undefined>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link {...codebookLinkOptions(page, search)} className={className}>
      {children}
    </Link>
  );
}
