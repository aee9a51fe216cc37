// The standings of the chosen ranking: the age category and the sex to show (in the URL), a
// page of 100 lines with the pager, and the workbook of the category and sex. While the worker
// computes the ranking, a word that it does.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { Alert } from '../../../components/ui/alert';
import { Filters } from '../../../components/ui/filters';
import { ValueOptions } from '../../../components/ui/options';
import type { RankingCategory, Sex } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import type { Ranking } from '../api/rankings';
import { STANDINGS_PAGE_SIZE, useRankingStandings } from '../api/ranking-standings';
import { RANKING_CATEGORIES, RANKING_SEXES, type RankingsPath, type RankingsSearch } from '../rankings-search';
import { StandingsTable } from './standings-table';

export const categoryLabel = (category: RankingCategory) => t(`rankings.category.${category}`);
export const sexLabel = (sex: Sex) => t(`rankings.sex.${sex}`);

interface RankingStandingsProps {
  ranking: Ranking;
  computing: boolean;
  path: RankingsPath;
  search: RankingsSearch;
}

export function RankingStandings({ ranking, computing, path, search }: RankingStandingsProps) {
  const navigate = useNavigate();
  const category = search.category ?? 'ALL';
  const sex = search.sex ?? 'FEMALE';
  const params = { departmentId: String(ranking.departmentId) };
  return (
    <>
      <Filters label={t('rankings.category')} className="standings-choices">
        <label>
          {t('rankings.category')}
          <select
            value={category}
            onChange={(event) => {
              const chosen = RANKING_CATEGORIES.find((candidate) => candidate === event.target.value);
              void navigate({ to: path, params, search: { ...search, category: chosen === 'ALL' ? undefined : chosen }, replace: true });
            }}
          >
            <ValueOptions values={RANKING_CATEGORIES} label={categoryLabel} />
          </select>
        </label>
      </Filters>
      <nav className="tabs standings-sexes" aria-label={t('rankings.sex')}>
        {RANKING_SEXES.map((item) => (
          <Link key={item} to={path} params={params} search={{ ...search, sex: item }} replace aria-current={item === sex ? 'page' : undefined}>
            {sexLabel(item)}
          </Link>
        ))}
      </nav>
      {computing ? (
        <p className="ranking-computing" role="status">
          {t('rankings.computingLong')}
        </p>
      ) : (
        <StandingsPages key={`${ranking.id}-${category}-${sex}`} ranking={ranking} category={category} sex={sex} />
      )}
    </>
  );
}

/** The lines of one category and sex, a hundred to a page. */
function StandingsPages({ ranking, category, sex }: { ranking: Ranking; category: RankingCategory; sex: Sex }) {
  const [page, setPage] = useState(1);
  const standings = useRankingStandings({ rankingId: ranking.id, category, sex, offset: (page - 1) * STANDINGS_PAGE_SIZE, computedAt: ranking.computedAt ?? null });
  if (standings.isPending) return <p>{t('rankings.loading')}</p>;
  if (standings.isError) return <Alert variant="danger">{standings.error.message}</Alert>;
  const data = standings.data;
  return (
    <>
      <p className="actions standings-summary">
        <span>{tf('ui.grid.total', { count: data.total })}</span>
        {data.total > 0 && (
          <a className="button-secondary" href={data.downloadUrl} download>
            {t('rankings.download')}
          </a>
        )}
      </p>
      {data.rows.length === 0 ? (
        <p>{t('rankings.noStandings')}</p>
      ) : (
        <StandingsTable caption={tf('rankings.standings', { name: ranking.name, category: categoryLabel(category), sex: sexLabel(sex) })} rows={data.rows} />
      )}
      {data.total > STANDINGS_PAGE_SIZE && (
        <PagerNav page={page} perPage={STANDINGS_PAGE_SIZE} totalCount={data.total} onPageChange={setPage} label={t('rankings.standingsPaging')} />
      )}
    </>
  );
}
