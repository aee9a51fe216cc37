import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { canCreateMembers } from '../../auth/landing';
import { GeneralMeetingExport } from '../components/general-meeting-export';
import { NsaExport } from '../components/nsa-export';
import { DataGrid, type GridSort } from '../../../components/data-grid/data-grid';
import { copyToClipboard } from '../../../components/ui/clipboard';
import type { MemberSortInput, Sex } from '../../../gql/graphql';
import { useMe } from '../../auth/api/me';
import { membersExportUrl } from '../api/export-url';
import { useMembers } from '../api/members';
import { useRegions } from '../../regions/api/regions';
import { SORT_FIELDS, memberColumns } from '../components/member-columns';

/** Waits until typing pauses before the search goes to the server. */
function useDebounced<T>(value: T, delay = 350): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** /evidence/clenove: the members the active identity may see; with `clubId`, the members
 * of one club (the club's members tab). */
export function MembersPage({ clubId }: { clubId?: number } = {}) {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [sex, setSex] = useState<Sex | ''>('');
  const [birthYear, setBirthYear] = useState('');
  const [regionId, setRegionId] = useState('');
  // Admin may list the archived members, to restore them.
  const [archived, setArchived] = useState(false);
  const regions = useRegions();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [sort, setSort] = useState<MemberSortInput[]>([]);
  const debouncedSearch = useDebounced(search);
  const year = /^\d{4}$/.test(birthYear) ? Number(birthYear) : undefined;

  const filter = {
    search: debouncedSearch.trim() || undefined,
    sex: sex || undefined,
    birthYear: year,
    regionId: regionId ? Number(regionId) : undefined,
    clubId,
  };
  const members = useMembers({ page, perPage, sort, filter: archived ? { ...filter, archived: true } : filter });
  const personal = members.data?.personalInfoAccess !== 'HIDDEN';
  const columns = useMemo(() => memberColumns(personal), [personal]);
  const identityType = me.data?.activeIdentity.identityType ?? 'PUBLIC';
  const exportUrl = membersExportUrl(identityType, filter);

  useEffect(() => setPage(1), [debouncedSearch, sex, year, regionId, perPage, archived]);

  const onSortChange = (next: GridSort[]) =>
    setSort(
      next.flatMap(({ colId, direction }) => {
        const field = SORT_FIELDS[colId];
        return field ? [{ field, direction: direction === 'desc' ? ('DESC' as const) : ('ASC' as const) }] : [];
      }),
    );

  return (
    <section>
      <div className="page-heading">
        {clubId === undefined ? <h1>Členové</h1> : <h2>Členové klubu</h2>}
        <div className="actions">
          {exportUrl && !archived && (
            <a className="button-secondary" href={exportUrl} download>
              Export CSV
            </a>
          )}
          {clubId === undefined && personal && (identityType === 'ADMIN' || identityType === 'TEAM') && (
            <NsaExport role={identityType === 'ADMIN' ? 'admin' : 'team'} />
          )}
          {clubId === undefined && (identityType === 'ADMIN' || identityType === 'AREA' || identityType === 'SECTION') && (
            <GeneralMeetingExport role={identityType.toLowerCase()} />
          )}
          {canCreateMembers(identityType, me.data?.activeIdentity.permissions) && (
            <Link to="/evidence/clenove/novy" search={{ clubOption: clubId === undefined ? undefined : String(clubId) }} className="button">
              Nový člen
            </Link>
          )}
        </div>
      </div>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Hledat podle jména
          <input type="search" value={search} placeholder="např. novak" onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Pohlaví
          <select value={sex} onChange={(event) => setSex(event.target.value as Sex | '')}>
            <option value="">vše</option>
            <option value="MALE">muž</option>
            <option value="FEMALE">žena</option>
          </select>
        </label>
        {clubId === undefined && (
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
        )}
        <label>
          Rok narození
          <input inputMode="numeric" value={birthYear} maxLength={4} onChange={(event) => setBirthYear(event.target.value)} />
        </label>
        {clubId === undefined && identityType === 'ADMIN' && (
          <label>
            Stav
            <select value={archived ? 'archived' : 'active'} onChange={(event) => setArchived(event.target.value === 'archived')}>
              <option value="active">členové v evidenci</option>
              <option value="archived">archivovaní</option>
            </select>
          </label>
        )}
      </form>
      <DataGrid
        gridId={clubId === undefined ? 'members' : 'club-members'}
        label={clubId === undefined ? 'Seznam členů' : 'Členové klubu'}
        columns={columns}
        rows={members.data?.nodes}
        totalCount={members.data?.totalCount ?? 0}
        loading={members.isFetching}
        error={members.error}
        paging={{ page, perPage, onPageChange: setPage, onPerPageChange: setPerPage }}
        onSortChange={onSortChange}
        getRowId={({ data }) => String(data.id)}
        selectionActions={(rows, clear) => (
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              void copyToClipboard(rows.map((row) => row.registrationNumber).join('\n')).then((copied) => copied && clear())
            }
          >
            Kopírovat registrační čísla
          </button>
        )}
      />
    </section>
  );
}
