// The season's rankings to choose from: each one's name (a link that shows it), rule and number
// of athletes, for its managers whether the public sees it, and a word while it is computed.
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { Ranking } from '../api/rankings';
import type { RankingsPath, RankingsSearch } from '../rankings-search';

interface RankingListProps {
  rankings: readonly Ranking[];
  chosenId: number | undefined;
  /** Whether a ranking is being computed. */
  computing: (ranking: Ranking) => boolean;
  /** Shows whether each ranking is published (its managers). */
  showPublication: boolean;
  path: RankingsPath;
  search: RankingsSearch;
}

export function RankingList({ rankings, chosenId, computing, showPublication, path, search }: RankingListProps) {
  return (
    <ul className="ranking-list">
      {rankings.map((ranking) => {
        const chosen = ranking.id === chosenId;
        return (
          <li key={ranking.id} className={chosen ? 'ranking-item ranking-item-chosen' : 'ranking-item'}>
            <Link
              to={path}
              params={{ departmentId: String(ranking.departmentId) }}
              search={{ ...search, ranking: ranking.id }}
              aria-current={chosen ? 'true' : undefined}
              className="ranking-name"
            >
              {ranking.name}
            </Link>
            <span className="hint">{ranking.ruleLabel}</span>
            <span className="ranking-meta">
              {showPublication && <span className={ranking.published ? 'badge badge-approved' : 'badge'}>{t(ranking.published ? 'rankings.published' : 'rankings.hidden')}</span>}
              <span className="hint">{computing(ranking) ? t('rankings.computing') : tf('rankings.athletes', { count: formatNumber(ranking.athleteCount) })}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
