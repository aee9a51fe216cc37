// The pager under a paged list: previous, "Strana 3 z 41", next and, where the list offers it,
// the rows per page. The data grid shows it; lists outside the grid (cards, tables) too.
import { t } from '../../lib/i18n';
import { type PagerState, pagerState } from './pager';

export const PAGE_SIZES = [25, 50, 100, 200] as const;

export interface PagerNavProps {
  page: number;
  perPage: number;
  totalCount: number;
  totalCapped?: boolean;
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  /** With it, the pager offers the rows per page. */
  onPerPageChange?: (perPage: number) => void;
  /** The pager's name for screen readers; 'Stránkování' by default. */
  label?: string;
}

/** The pager's state for a paged list's props. */
export function pagerOf(props: Pick<PagerNavProps, 'page' | 'perPage' | 'totalCount' | 'totalCapped' | 'hasNextPage'>): PagerState {
  return pagerState({
    totalCount: props.totalCount,
    capped: props.totalCapped === true,
    page: props.page,
    perPage: props.perPage,
    hasNextPage: props.hasNextPage,
  });
}

export function PagerNav(props: PagerNavProps) {
  const pager = pagerOf(props);
  const { page, perPage, onPageChange, onPerPageChange } = props;
  return (
    <nav className="pager" aria-label={props.label ?? t('ui.grid.paging')}>
      <button type="button" className="button-secondary" disabled={!pager.hasPrevious} onClick={() => onPageChange(page - 1)}>
        {t('ui.grid.previous')}
      </button>
      <span>{pager.position}</span>
      <button type="button" className="button-secondary" disabled={!pager.hasNext} onClick={() => onPageChange(page + 1)}>
        {t('ui.grid.next')}
      </button>
      {onPerPageChange && (
        <label>
          {t('ui.grid.perPage')}{' '}
          <select value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
