import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataGrid, type GridSort } from '../../../components/data-grid/data-grid';
import type { ClubSortInput, ClubState } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { useRegions } from '../../regions';
import { useClubs } from '../api/clubs';
import { clubsExportUrl } from '../api/export-url';
import { CLUB_SORT_FIELDS, clubColumns } from '../components/club-columns';

function useDebounced<T>(value: T, delay = 350): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** /evidence/kluby: the clubs the active identity may see. */
export function ClubsPage() {
  usePageTitle(t('clubs.list.title'));
  const regions = useRegions();
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [state, setState] = useState<ClubState | ''>('ACTIVE');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [sort, setSort] = useState<ClubSortInput[]>([]);
  const debouncedSearch = useDebounced(search);
  const filter = {
    search: debouncedSearch.trim() || undefined,
    regionId: regionId ? Number(regionId) : undefined,
    departmentId: departmentId ? Number(departmentId) : undefined,
    state: state || undefined,
  };
  const clubs = useClubs({ page, perPage, sort, filter });
  // What the asker may do comes with the list (the server's policy).
  const actions = clubs.data?.actions;
  const exportUrl = clubsExportUrl(actions?.exportUrl, filter);

  useEffect(() => setPage(1), [debouncedSearch, regionId, departmentId, state, perPage]);

  const onSortChange = (next: GridSort[]) =>
    setSort(
      next.flatMap(({ colId, direction }) => {
        const field = CLUB_SORT_FIELDS[colId];
        return field ? [{ field, direction: direction === 'desc' ? ('DESC' as const) : ('ASC' as const) }] : [];
      }),
    );

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
        rows={clubs.data?.nodes}
        totalCount={clubs.data?.totalCount ?? 0}
        loading={clubs.isFetching}
        error={clubs.error}
        paging={{ page, perPage, onPageChange: setPage, onPerPageChange: setPerPage }}
        onSortChange={onSortChange}
        getRowId={({ data }) => String(data.id)}
      />
    </section>
  );
}
