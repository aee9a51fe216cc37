import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataGrid, type GridSort } from '../../../components/data-grid/data-grid';
import type { ClubSortInput, ClubState } from '../../../gql/graphql';
import { useMe } from '../../auth/api/me';
import { canCreateClubs } from '../../auth/landing';
import { departmentsApi } from '../../codebooks/api/departments';
import { getCodebookListQueryOptions } from '../../codebooks/api/codebook-queries';
import { useRegions } from '../../regions/api/regions';
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
  const me = useMe();
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
  const identityType = me.data?.activeIdentity.identityType ?? 'PUBLIC';
  const exportUrl = clubsExportUrl(identityType, filter);

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
        <h1>Kluby</h1>
        <div className="actions">
          {exportUrl && (
            <a className="button-secondary" href={exportUrl} download>
              Export CSV
            </a>
          )}
          {identityType === 'ADMIN' && (
            <a className="button-secondary" href="/api/admin/export/clubs-nsa-csv" download>
              Export pro rejstřík NSA
            </a>
          )}
          {canCreateClubs(identityType) && (
            <Link to="/evidence/kluby/novy" className="button">
              Nový klub
            </Link>
          )}
        </div>
      </div>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Hledat (název, zkratka, kód)
          <input type="search" value={search} placeholder="např. liberec" onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Kraj
          <select value={regionId} onChange={(event) => setRegionId(event.target.value)}>
            <option value="">všechny</option>
            {regions.data?.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Úsek
          <select value={departmentId} onChange={(event) => setDepartmentId(event.target.value)}>
            <option value="">všechny</option>
            {departments.data?.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Stav
          <select value={state} onChange={(event) => setState(event.target.value as ClubState | '')}>
            <option value="">všechny</option>
            <option value="ACTIVE">aktivní</option>
            <option value="ENDED">ukončené</option>
          </select>
        </label>
      </form>
      <DataGrid
        gridId="clubs"
        label="Seznam klubů"
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
