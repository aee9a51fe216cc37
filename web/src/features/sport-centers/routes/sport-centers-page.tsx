// /evidence/stm-reprezentace: the centers of an evidence season (the current one by default)
// in the asker's scope, with the season and department in the URL: the totals per type and the
// centers' table, each center linking to its page.
import { Alert } from '../../../components/ui/alert';
import { Restricted, useMe } from '../../auth';
import { pragueToday } from '../../../lib/evidence-season';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSportCenterChoices } from '../api/sport-center-choices';
import { useSportCenters } from '../api/sport-centers';
import { CenterFilters } from '../components/center-filters';
import { CenterTable } from '../components/center-table';
import { CenterTypeSummary } from '../components/center-type-summary';
import { countDay, formatDateInText } from '../sport-center-format';
import type { SportCenterSearch } from '../sport-center-search';

interface SportCentersPageProps {
  search: SportCenterSearch;
  onSearch: (search: SportCenterSearch) => void;
}

export function SportCentersPage({ search, onSearch }: SportCentersPageProps) {
  usePageTitle(t('sportCenters.title'));
  const me = useMe();
  const choices = useSportCenterChoices();
  const overview = useSportCenters({ evidenceSeasonId: search.evidenceSeasonId ?? null, departmentId: search.departmentId ?? null });
  const departmentFilter = me.data?.activeIdentity.identityType !== 'SECTION';
  const heading = (
    <>
      <h1>{t('sportCenters.title')}</h1>
      <p className="page-intro">{t('sportCenters.intro')}</p>
    </>
  );
  if (overview.isPending) {
    return (
      <section>
        {heading}
        <p>{t('sportCenters.loading')}</p>
      </section>
    );
  }
  if (overview.isError) {
    if (overview.error instanceof GraphQLRequestError && overview.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return (
      <section>
        {heading}
        <CenterFilters search={search} seasonId={search.evidenceSeasonId} choices={choices.data} departmentFilter={departmentFilter} onChange={onSearch} />
        <Alert variant="danger">{overview.error.message}</Alert>
      </section>
    );
  }
  const { evidenceSeason, centers, byType } = overview.data;
  return (
    <section className="sport-centers-page">
      {heading}
      <CenterFilters search={search} seasonId={evidenceSeason?.id ?? search.evidenceSeasonId} choices={choices.data} departmentFilter={departmentFilter} onChange={onSearch} />
      {!evidenceSeason ? (
        <p>{t('sportCenters.noSeason')}</p>
      ) : centers.length === 0 ? (
        <p>{t('sportCenters.empty')}</p>
      ) : (
        <>
          <p className="hint">{tf('sportCenters.countedOn', { date: formatDateInText(countDay(evidenceSeason, pragueToday())) })}</p>
          <CenterTypeSummary counts={byType} />
          <CenterTable centers={centers} />
        </>
      )}
    </section>
  );
}
