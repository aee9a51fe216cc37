import '../members-grid-texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { GeneralMeetingExport } from '../components/general-meeting-export';
import { MemberAnswerBulkAction } from '../components/member-answer-bulk';
import { AthleteRolesBulkAction, EndMembershipsBulkAction } from '../components/member-bulk-actions';
import { NsaExport } from '../components/nsa-export';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { copyToClipboard } from '../../../components/ui/clipboard';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { useMe, useZoneActions } from '../../auth';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { useMemberEvidenceSeasons } from '../api/evidence-seasons';
import { useMemberClubs } from '../api/member-clubs';
import { membersExportUrl } from '../api/export-url';
import { useMembers, useMembersCount } from '../api/members';
import { useRegions } from '../../regions';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useStillOnPage } from '../../../lib/use-still-on-page';
import { SORT_FIELDS, memberColumns } from '../components/member-columns';
import {
  AGE_GROUPS,
  MEMBER_FILTER_ROLES,
  type MemberSearch,
  activeMemberFilters,
  birthYearOf,
  hasMemberFilters,
  searchOfSort,
  sortOfSearch,
  withMemberFilter,
} from '../member-search';

/** The title of the members list; inside a club's page the club names the page. */
function MembersListTitle() {
  usePageTitle(t('members.title'));
  return null;
}

/** /evidence/clenove: the members the active identity may see, its filters, order and page
 * kept in the URL (`search`, `onSearch`); with `clubId`, the members of one club (the club's
 * members tab, which keeps them in the page). Filters are offered within the identity's scope:
 * the region to those who list more than one region (Admin, a section, a timekeeper), the club
 * to those who list more than one club (the clubs of their scope), the archive only to Admin. */
export function MembersPage({ clubId, search: routeSearch, onSearch }: { clubId?: number; search?: MemberSearch; onSearch?: (search: MemberSearch) => void } = {}) {
  const zone = useZoneActions();
  const me = useMe();
  const [ownSearch, setOwnSearch] = useState<MemberSearch>({});
  const search = routeSearch ?? ownSearch;
  const setSearch = onSearch ?? setOwnSearch;
  const [text, setText] = useState(search.q ?? '');
  const debouncedText = useDebounced(text);
  const stillOnPage = useStillOnPage();
  useEffect(() => {
    // A member opened while the typing paused wins: the search does not pull the list back.
    if (routeSearch && !stillOnPage('/evidence/clenove')) return;
    if ((debouncedText.trim() || undefined) !== (search.q?.trim() || undefined)) setSearch(withMemberFilter(search, { q: debouncedText }));
    // Only a pause in typing sends the search; the other filters apply at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);
  const [birthYearText, setBirthYearText] = useState(search.birthYear ?? '');
  const seasons = useMemberEvidenceSeasons();
  const regions = useRegions();
  const identityType = me.data?.activeIdentity.identityType;
  const regionFilter = clubId === undefined && (identityType === 'ADMIN' || identityType === 'SECTION' || identityType === 'TIMEKEEPER');
  const clubFilter = clubId === undefined && identityType !== undefined && identityType !== 'TEAM' && identityType !== 'PERSON';
  const clubs = useMemberClubs();
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const birthYear = birthYearOf(search);
  const archived = search.archived === true;
  const paid = search.paid !== false;

  const filter = {
    search: search.q?.trim() || undefined,
    sex: search.sex,
    birthYear: birthYear.year,
    regionId: regionFilter ? search.region : undefined,
    clubId: clubId ?? (clubFilter ? search.club : undefined),
    departmentId: search.department,
    roleKind: search.role,
    ageGroup: search.ageGroup,
    ...(search.paidSeason ? { paidSeasonId: search.paidSeason, paid } : {}),
  };
  const listFilter = archived ? { ...filter, archived: true } : filter;
  // Keyset paging: the next page seeks from the last row of the one before it (as fast deep in
  // the list as at its start); pages are still numbered, and the URL keeps the page.
  const grid = usePagedGrid({
    filter: listFilter,
    sortFields: SORT_FIELDS,
    perPage: search.perPage,
    page: search.page ?? 1,
    onPositionChange: ({ page, perPage }) => setSearch({ ...search, page: page > 1 ? page : undefined, perPage: perPage === 50 ? undefined : perPage }),
    sort: sortOfSearch(search.sort),
    onSortChange: (sort) => setSearch(withMemberFilter(search, { sort: searchOfSort(sort) })),
  });
  const members = useMembers({ ...grid.request, sort: grid.sort, filter: listFilter, after: grid.after });
  // Counted once per filter, not again for every page or order.
  const count = useMembersCount(listFilter);
  const personal = members.data?.personalInfoAccess !== 'HIDDEN';
  const columns = useMemo(() => memberColumns(personal), [personal]);
  // A shared link sorted by birth date, opened by someone who may not see birth dates: the
  // server refuses that order, so the list falls back to its default order.
  const byBirthDate = sortOfSearch(search.sort).some((key) => key.colId === 'birthYear');
  useEffect(() => {
    if (members.error && byBirthDate) setSearch({ ...search, sort: searchOfSort(sortOfSearch(search.sort).filter((key) => key.colId !== 'birthYear')) });
    // Only a refused answer drops the order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [members.error, byBirthDate]);
  // What the asker may do comes with the list (the server's policy).
  const actions = members.data?.actions;
  const exportUrl = membersExportUrl(actions?.exportUrl, filter);

  return (
    <section>
      {clubId === undefined && <MembersListTitle />}
      <div className="page-heading">
        {clubId === undefined ? <h1>{t('members.title')}</h1> : <h2>{t('members.grid.clubHeading')}</h2>}
        <div className="actions">
          {exportUrl && !archived && (
            <a className="button-secondary" href={exportUrl} download>
              {t('members.grid.exportCsv')}
            </a>
          )}
          {clubId === undefined && actions?.nsaExportUrl && <NsaExport url={actions.nsaExportUrl} />}
          {clubId === undefined && actions?.generalMeetingExportUrl && <GeneralMeetingExport url={actions.generalMeetingExportUrl} />}
          {clubId === undefined && actions?.canImport && (
            <Link to="/evidence/clenove/import" search={{ id: undefined }} className="button-secondary">
              {t('members.grid.import')}
            </Link>
          )}
          {(actions?.canCreate ?? zone?.canCreateMembers) && (
            <Link to="/evidence/clenove/novy" search={{ clubOption: clubId === undefined ? undefined : String(clubId) }} className="button">
              {t('members.grid.new')}
            </Link>
          )}
        </div>
      </div>
      <Filters
        label={t('members.grid.filters')}
        foldOnPhone={activeMemberFilters(search) > 0 ? tf('membersGrid.foldFiltersActive', { count: activeMemberFilters(search) }) : t('membersGrid.foldFilters')}
      >
        <SearchFilter label={t('members.search.label')} placeholder={t('members.search.placeholder')} value={text} onChange={setText} />
        <SelectFilter
          label={t('members.grid.sex')}
          value={search.sex ?? ''}
          allLabel={t('members.grid.sexAll')}
          options={[
            { value: 'MALE', label: t('members.sex.male') },
            { value: 'FEMALE', label: t('members.sex.female') },
          ]}
          onChange={(value) => setSearch(withMemberFilter(search, { sex: value === 'MALE' || value === 'FEMALE' ? value : undefined }))}
        />
        {regionFilter && (
          <SelectFilter
            label={t('members.grid.region')}
            value={search.region ? String(search.region) : ''}
            allLabel={t('members.grid.regionAll')}
            options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
            onChange={(value) => setSearch(withMemberFilter(search, { region: value ? Number(value) : undefined }))}
          />
        )}
        {clubFilter && (
          <SelectFilter
            label={t('membersGrid.club')}
            value={search.club ? String(search.club) : ''}
            allLabel={t('membersGrid.clubAll')}
            options={clubs.data?.map((club) => ({ value: club.id, label: club.name }))}
            onChange={(value) => setSearch(withMemberFilter(search, { club: value ? Number(value) : undefined }))}
          />
        )}
        <SelectFilter
          label={t('membersGrid.department')}
          value={search.department ? String(search.department) : ''}
          allLabel={t('membersGrid.departmentAll')}
          options={departments.data?.map((department) => ({ value: department.id, label: department.name ?? '' }))}
          onChange={(value) => setSearch(withMemberFilter(search, { department: value ? Number(value) : undefined }))}
        />
        <SelectFilter
          label={t('membersGrid.role')}
          value={search.role ?? ''}
          allLabel={t('membersGrid.roleAll')}
          options={MEMBER_FILTER_ROLES.map((role) => ({ value: role, label: t(`membersGrid.role.${role}`) }))}
          onChange={(value) => setSearch(withMemberFilter(search, { role: MEMBER_FILTER_ROLES.find((role) => role === value) }))}
        />
        <SelectFilter
          label={t('membersGrid.ageGroup')}
          value={search.ageGroup ?? ''}
          allLabel={t('membersGrid.ageGroupAll')}
          options={AGE_GROUPS.map((group) => ({ value: group, label: t(`membersGrid.ageGroup.${group}`) }))}
          onChange={(value) => setSearch(withMemberFilter(search, { ageGroup: AGE_GROUPS.find((group) => group === value) }))}
        />
        <SelectFilter
          label={t('members.grid.paidSeason')}
          value={search.paidSeason ? String(search.paidSeason) : ''}
          allLabel={t('members.grid.paidSeasonAll')}
          options={seasons.data?.map((season) => ({ value: season.id, label: season.name }))}
          onChange={(value) => setSearch(withMemberFilter(search, { paidSeason: value ? Number(value) : undefined }))}
        />
        {search.paidSeason && (
          <label>
            {t('members.grid.paidState')}
            <select value={paid ? 'paid' : 'unpaid'} onChange={(event) => setSearch(withMemberFilter(search, { paid: event.target.value === 'paid' ? undefined : false }))}>
              <option value="paid">{t('members.grid.paidYes')}</option>
              <option value="unpaid">{t('members.grid.paidNo')}</option>
            </select>
          </label>
        )}
        <label>
          {t('members.birthYear')}
          <input
            inputMode="numeric"
            value={birthYearText}
            maxLength={4}
            aria-invalid={birthYear.problem ? true : undefined}
            aria-describedby={birthYear.problem ? 'birth-year-problem' : undefined}
            onChange={(event) => {
              setBirthYearText(event.target.value);
              setSearch(withMemberFilter(search, { birthYear: event.target.value || undefined }));
            }}
          />
          {birthYear.problem && (
            <span id="birth-year-problem" className="field-error">
              {birthYear.problem === 'digits' ? t('members.grid.birthYearDigits') : t('members.grid.birthYearRange')}
            </span>
          )}
        </label>
        {clubId === undefined && actions?.canListArchived && (
          <label>
            {t('members.grid.state')}
            <select value={archived ? 'archived' : 'active'} onChange={(event) => setSearch(withMemberFilter(search, { archived: event.target.value === 'archived' ? true : undefined }))}>
              <option value="active">{t('members.grid.stateActive')}</option>
              <option value="archived">{t('members.grid.stateArchived')}</option>
            </select>
          </label>
        )}
        {(search.department ?? search.role) && <p className="filters-note">{t('membersGrid.roleHint')}</p>}
        {hasMemberFilters(search) && (
          <button
            type="button"
            className="button-secondary filters-clear"
            onClick={() => {
              setText('');
              setBirthYearText('');
              setSearch({ perPage: search.perPage, sort: search.sort });
            }}
          >
            {t('members.grid.clearFilters')}
          </button>
        )}
      </Filters>
      <DataGrid
        gridId={clubId === undefined ? 'members' : 'club-members'}
        label={clubId === undefined ? t('members.grid.label') : t('members.grid.clubHeading')}
        columns={columns}
        {...grid.gridProps({
          rows: members.data?.nodes,
          totalCount: count.data?.count ?? 0,
          totalCapped: count.data?.capped,
          hasNextPage: members.data?.hasNextPage,
          endCursor: members.data?.endCursor,
          loading: members.isFetching,
          error: members.error ?? count.error,
        })}
        getRowId={({ data }) => String(data.id)}
        selectionActions={(rows, clear) => (
          <>
            {/* A club's members get their answer for the next season in bulk (the server
                refuses those the asker may not answer for, all or none). */}
            {clubId !== undefined && <MemberAnswerBulkAction memberIds={rows.map((row) => row.id)} onDone={clear} />}
            {actions?.canAddAthleteRoles && !archived && <AthleteRolesBulkAction memberIds={rows.map((row) => row.id)} onDone={clear} />}
            {actions?.canEndMemberships && !archived && <EndMembershipsBulkAction memberIds={rows.map((row) => row.id)} onDone={clear} />}
            {exportUrl && !archived && (
              <a className="button-secondary" href={membersExportUrl(actions?.exportUrl, { ...filter, memberIds: rows.map((row) => row.id) })} download>
                {tf('members.grid.exportSelected', { count: rows.length })}
              </a>
            )}
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                void copyToClipboard(rows.map((row) => String(row.registrationNumber)).join('\n')).then((copied) => copied && clear())
              }
            >
              {t('members.grid.copyRegistrationNumbers')}
            </button>
          </>
        )}
      />
    </section>
  );
}
