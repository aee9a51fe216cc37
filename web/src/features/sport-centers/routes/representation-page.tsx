// /reprezentace: the national team of a chosen department (its code in the URL) in the current
// season, every national-team center with its athletes and coaches; a clear word when the
// department has none written down.
import { Alert } from '../../../components/ui/alert';
import { Filters } from '../../../components/ui/filters';
import { ChoiceOptions } from '../../../components/ui/options';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRepresentation } from '../api/representation';
import { useRepresentationDepartments } from '../api/representation-departments';
import { TeamSection } from '../components/team-section';
import type { RepresentationSearch } from '../sport-center-search';

interface RepresentationPageProps {
  search: RepresentationSearch;
  onSearch: (search: RepresentationSearch) => void;
}

export function RepresentationPage({ search, onSearch }: RepresentationPageProps) {
  const departments = useRepresentationDepartments();
  const department = departments.data?.find((item) => item.code === search.department);
  const representation = useRepresentation(department?.id);
  usePageTitle(department ? `${t('sportCenters.public.title')} – ${department.name}` : t('sportCenters.public.title'));
  const unknown = search.department !== undefined && departments.isSuccess && !department;
  const data = representation.data;
  const teams = data?.teams.filter((team) => team.athletes.length > 0 || team.coaches.length > 0) ?? [];

  return (
    <section className="representation-page">
      <h1>{t('sportCenters.public.title')}</h1>
      <p className="page-intro">{t('sportCenters.public.intro')}</p>
      <Filters label={t('sportCenters.public.choice')}>
        <label>
          {t('sportCenters.public.department')}
          <select value={department?.code ?? ''} onChange={(event) => onSearch(event.target.value === '' ? {} : { department: event.target.value })}>
            <option value="">{t('sportCenters.public.chooseDepartment')}</option>
            <ChoiceOptions choices={departments.data?.map((item) => ({ value: item.code, label: item.name }))} />
          </select>
        </label>
      </Filters>
      {departments.isError && <Alert variant="danger">{t('sportCenters.public.error')}</Alert>}
      {unknown && <p>{t('sportCenters.public.unknownDepartment')}</p>}
      {search.department === undefined && <p>{t('sportCenters.public.choose')}</p>}
      {((search.department !== undefined && departments.isPending) || (department && representation.isPending)) && <p>{t('sportCenters.loading')}</p>}
      {representation.isError && <Alert variant="danger">{t('sportCenters.public.error')}</Alert>}
      {data && (
        <>
          {data.evidenceSeason && <p className="representation-season">{tf('sportCenters.public.season', { year: String(data.evidenceSeason.year) })}</p>}
          {teams.length === 0 ? (
            <p className="representation-empty">
              {data.evidenceSeason ? tf('sportCenters.public.empty', { season: String(data.evidenceSeason.year) }) : t('sportCenters.public.emptyNoSeason')}
            </p>
          ) : (
            teams.map((team) => <TeamSection key={team.sportCenterId} team={team} />)
          )}
        </>
      )}
    </section>
  );
}
