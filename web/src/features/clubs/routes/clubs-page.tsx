import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
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
      <Filters>
        <SearchFilter label={t('clubs.list.search')} placeholder={t('clubs.list.searchPlaceholder')} value={search} onChange={setSearch} />
        <SelectFilter
          label={t('clubs.list.region')}
          value={regionId}
          allLabel={t('clubs.list.all')}
          options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
          onChange={setRegionId}
        />
        <SelectFilter
          label={t('clubs.list.department')}
          value={departmentId}
          allLabel={t('clubs.list.all')}
          options={departments.data?.map((department) => ({ value: department.id, label: department.name }))}
          onChange={setDepartmentId}
        />
        <SelectFilter
          label={t('clubs.list.state')}
          value={state}
          allLabel={t('clubs.list.all')}
          options={[
            { value: 'ACTIVE', label: t('clubs.list.active') },
            { value: 'ENDED', label: t('clubs.list.ended') },
          ]}
          onChange={(value) => setState(value as ClubState | '')}
        />
      </Filters>
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
