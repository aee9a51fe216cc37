// What the grid's count and pager say: exact counts as "Celkem: 2 015" and "Strana 3 z 41";
// a count the server capped (it stops counting at 10 000) as "více než", with the next page
// offered while the server says one follows.
import { formatNumber } from '../../lib/format';
import { tf } from '../../lib/i18n';

export interface PagerInput {
  totalCount: number;
  capped: boolean;
  page: number;
  perPage: number;
  /** The server's word on whether a page follows; without it the count decides. */
  hasNextPage?: boolean;
}

export interface PagerState {
  total: string;
  position: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pagerState({ totalCount, capped, page, perPage, hasNextPage }: PagerInput): PagerState {
  const pages = Math.max(1, Math.ceil(totalCount / perPage), page);
  return {
    total: tf(capped ? 'ui.grid.totalMore' : 'ui.grid.total', { count: formatNumber(totalCount) }),
    position: tf(capped ? 'ui.grid.pageOfMore' : 'ui.grid.page', { page: formatNumber(page), pages: formatNumber(pages) }),
    hasPrevious: page > 1,
    hasNext: hasNextPage ?? page < pages,
  };
}
