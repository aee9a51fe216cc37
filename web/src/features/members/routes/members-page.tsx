import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { GeneralMeetingExport } from '../components/general-meeting-export';
import { MemberAnswerBulkAction } from '../components/member-answer-bulk';
import { NsaExport } from '../components/nsa-export';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { copyToClipboard } from '../../../components/ui/clipboard';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import type { Sex } from '../../../gql/graphql';
import { useZoneActions } from '../../auth';
import { useMemberEvidenceSeasons } from '../api/evidence-seasons';
import { membersExportUrl } from '../api/export-url';
import { useMembers, useMembersCount } from '../api/members';
import { useRegions } from '../../regions';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { SORT_FIELDS, memberColumns } from '../components/member-columns';

/** The title of the members list; inside a club's page the club names the page. */
function MembersListTitle() {
  usePageTitle(t('members.title'));
  return null;
}

/** /evidence/clenove: the members the active identity may see; with `clubId`, the members
 * of one club (the club's members tab). */
export function MembersPage({ clubId }: { clubId?: number } = {}) {
  const zone = useZoneActions();
  const [search, setSearch] = useState('');
  const [sex, setSex] = useState<Sex | ''>('');
  const [birthYear, setBirthYear] = useState('');
  const [regionId, setRegionId] = useState('');
  // "Zaplaceno v sezóně": those who paid (or did not pay) the fee of an evidence season.
  const [paidSeasonId, setPaidSeasonId] = useState('');
  const [paid, setPaid] = useState(true);
  const seasons = useMemberEvidenceSeasons();
  // Admin may list the archived members, to restore them.
  const [archived, setArchived] = useState(false);
  const regions = useRegions();
  const debouncedSearch = useDebounced(search);
  const year = /^\d{4}$/.test(birthYear) ? Number(birthYear) : undefined;

  const filter = {
    search: debouncedSearch.trim() || undefined,
    sex: sex || undefined,
    birthYear: year,
    regionId: regionId ? Number(regionId) : undefined,
    clubId,
    ...(paidSeasonId ? { paidSeasonId: Number(paidSeasonId), paid } : {}),
  };
  const listFilter = archived ? { ...filter, archived: true } : filter;
  // Keyset paging: the next page seeks from the last row of the one before it (as fast deep in
  // the list as at its start); pages are still numbered.
  const grid = usePagedGrid({ filter: listFilter, sortFields: SORT_FIELDS });
  const members = useMembers({ ...grid.request, sort: grid.sort, filter: listFilter, after: grid.after });
  // Counted once per filter, not again for every page or order.
  const count = useMembersCount(listFilter);
  const personal = members.data?.personalInfoAccess !== 'HIDDEN';
  const columns = useMemo(() => memberColumns(personal), [personal]);
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
      <Filters>
        <SearchFilter label={t('members.search.label')} placeholder={t('members.search.placeholder')} value={search} onChange={setSearch} />
        <SelectFilter
          label={t('members.grid.sex')}
          value={sex}
          allLabel={t('members.grid.sexAll')}
          options={[
            { value: 'MALE', label: t('members.sex.male') },
            { value: 'FEMALE', label: t('members.sex.female') },
          ]}
          onChange={(value) => setSex(value as Sex | '')}
        />
        {clubId === undefined && (
          <SelectFilter
            label={t('members.grid.region')}
            value={regionId}
            allLabel={t('members.grid.regionAll')}
            options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
            onChange={setRegionId}
          />
        )}
        <SelectFilter
          label={t('members.grid.paidSeason')}
          value={paidSeasonId}
          allLabel={t('members.grid.paidSeasonAll')}
          options={seasons.data?.map((season) => ({ value: season.id, label: season.name }))}
          onChange={setPaidSeasonId}
        />
        {paidSeasonId && (
          <label>
            {t('members.grid.paidState')}
            <select value={paid ? 'paid' : 'unpaid'} onChange={(event) => setPaid(event.target.value === 'paid')}>
              <option value="paid">{t('members.grid.paidYes')}</option>
              <option value="unpaid">{t('members.grid.paidNo')}</option>
            </select>
          </label>
        )}
        <label>
          {t('members.birthYear')}
          <input inputMode="numeric" value={birthYear} maxLength={4} onChange={(event) => setBirthYear(event.target.value)} />
        </label>
        {clubId === undefined && actions?.canListArchived && (
          <label>
            {t('members.grid.state')}
            <select value={archived ? 'archived' : 'active'} onChange={(event) => setArchived(event.target.value === 'archived')}>
              <option value="active">{t('members.grid.stateActive')}</option>
              <option value="archived">{t('members.grid.stateArchived')}</option>
            </select>
          </label>
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
