import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import type { ClubState } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { useRegions } from '../../regions';
import { useClubs } from '../api/clubs';
import { clubsExportUrl } from '../api/export-url';
import { CLUB_SORT_FIELDS, clubColumns } from '../components/club-columns';

/** /evidence/kluby: the clubs the active identity may see. */
export function ClubsPage() {
  usePageTitle(t('clubs.list.title'));
  const regions = useRegions();
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [state, setState] = useState<ClubState | ''>('ACTIVE');
  const debouncedSearch = useDebounced(search);
  const filter = {
    search: debouncedSearch.trim() || undefined,
    regionId: regionId ? Number(regionId) : undefined,
    departmentId: departmentId ? Number(departmentId) : undefined,
    state: state || undefined,
  };
  const grid = usePagedGrid({ filter, sortFields: CLUB_SORT_FIELDS });
  const clubs = useClubs({ ...grid.request, sort: grid.sort, filter });
  // What the asker may do comes with the list (the server's policy).
  const actions = clubs.data?.actions;
  const exportUrl = clubsExportUrl(actions?.exportUrl, filter);

  return (
    <section>
      <div className="page-heading">
        <h1>{t('clubs.list.title')}</h1>
        <div className="actions">
          {exportUrl && (
            <a className="button-secondary" href={exportUrl} download>
              {t('clubs.list.exportCsv')}
            </a>
          )}
          {actions?.nsaExportUrl && (
            <a className="button-secondary" href={actions.nsaExportUrl} download>
              {t('clubs.list.exportNsa')}
            </a>
          )}
          {actions?.canCreate && (
            <Link to="/evidence/kluby/novy" className="button">
              {t('clubs.list.new')}
            </Link>
          )}
        </div>
      </div>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('clubs.list.search')}
          <input type="search" value={search} placeholder={t('clubs.list.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          {t('clubs.list.region')}
          <select value={regionId} onChange={(event) => setRegionId(event.target.value)}>
            <option value="">{t('clubs.list.all')}</option>
            {regions.data?.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('clubs.list.department')}
          <select value={departmentId} onChange={(event) => setDepartmentId(event.target.value)}>
            <option value="">{t('clubs.list.all')}</option>
            {departments.data?.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('clubs.list.state')}
          <select value={state} onChange={(event) => setState(event.target.value as ClubState | '')}>
            <option value="">{t('clubs.list.all')}</option>
            <option value="ACTIVE">{t('clubs.list.active')}</option>
            <option value="ENDED">{t('clubs.list.ended')}</option>
          </select>
        </label>
      </form>
      <DataGrid
        gridId="clubs"
        label={t('clubs.list.grid')}
        columns={clubColumns}
        {...grid.gridProps({ rows: clubs.data?.nodes, totalCount: clubs.data?.totalCount ?? 0, loading: clubs.isFetching, error: clubs.error })}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}
