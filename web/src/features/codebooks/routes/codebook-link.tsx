import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type CodebookPage, codebookSplat } from '../codebook-paths';

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
    <Link to="/evidence/ciselniky/$" params={{ _splat: codebookSplat(page) }} search={search ?? {}} className={className}>
      {children}
    </Link>
  );
}
