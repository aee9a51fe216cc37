// /evidence/zavody: the events the asker sees (the calendar, its own and its club's events, a
// timekeeper's assigned ones), filtered in the URL (`?filter=`), paged on the server.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { useStillOnPage } from '../../../lib/use-still-on-page';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import type { Choice } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useMe } from '../../auth';
import { useOrganiserClubs, useRacingCodebooks } from '../api/form-options';
import { useRacingEvents } from '../api/racing-events';
import { eventColumns } from '../components/event-columns';
import { EVENT_CATEGORIES } from '../components/event-schema';
import { type EventFilterValues, type EventState, filterFromText, filterInput, filterToText, offersBulkResults } from '../event-format';

export const EVENT_STATES: readonly EventState[] = ['HIDDEN', 'REGISTRATIONS_ENABLED', 'REGISTRATIONS_CLOSED', 'CANCELED', 'RESULTS', 'DIGITAL_RESULTS'];

export function EventsPage({ filterText }: { filterText: string | undefined }) {
  usePageTitle(t('racing.list.title'));
  const me = useMe();
  const navigate = useNavigate();
  const stillOnPage = useStillOnPage();
  const codebooks = useRacingCodebooks();
  const clubs = useOrganiserClubs();
  const filter = filterFromText(filterText);
  const [search, setSearch] = useState(filter.search);
  const debouncedSearch = useDebounced(search);
  const input = filterInput(filter);
  // A new filter (in the URL) starts again at page 1.
  const grid = usePagedGrid({ filter: input });
  const events = useRacingEvents({ filter: input, ...grid.request });

  const setFilter = (next: EventFilterValues) => {
    void navigate({ to: '/evidence/zavody', search: { filter: filterToText(next) }, replace: true });
  };

  useEffect(() => {
    if (debouncedSearch.trim() === filter.search) return;
    // An event opened while the typing paused wins: the search does not pull the list back.
    if (!stillOnPage('/evidence/zavody')) return;
    void navigate({ to: '/evidence/zavody', search: { filter: filterToText({ ...filter, search: debouncedSearch }) }, replace: true });
    // Only a pause in typing sends the search; the rest of the filter is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const select = (name: keyof EventFilterValues, label: string, options: readonly Choice[]) => (
    <SelectFilter
      label={label}
      value={filter[name]}
      allLabel={t('racing.list.all')}
      options={options}
      onChange={(value) => setFilter({ ...filter, [name]: value })}
    />
  );

  return (
    <section>
      <div className="page-heading">
        <h1>{t('racing.list.title')}</h1>
        <div className="actions">
          {me.data && offersBulkResults(me.data.actions) && (
            <Link to="/evidence/zavody/hromadne-nahrani-vysledku" className="button-secondary">
              {t('racing.list.bulkResults')}
            </Link>
          )}
          {me.data?.actions.canPublishEvents && (
            <Link to="/evidence/zavody-k-publikaci" className="button-secondary">
              {t('nav.eventsToPublish')}
            </Link>
          )}
          {me.data?.actions.canCreateEvents && (
            <Link to="/evidence/zavody/nova-udalost" className="button">
              {t('racing.list.new')}
            </Link>
          )}
        </div>
      </div>
      <Filters label={t('racing.list.filters')}>
        <SearchFilter label={t('racing.list.search')} placeholder={t('racing.list.searchPlaceholder')} value={search} onChange={setSearch} />
        {select('seasonId', t('racing.list.season'), (codebooks.data?.seasons ?? []).map((season) => ({ value: String(season.id), label: season.name })))}
        {select(
          'departmentId',
          t('racing.list.department'),
          (codebooks.data?.departments ?? []).map((department) => ({ value: String(department.id), label: department.name })),
        )}
        {select('regionId', t('racing.list.region'), (codebooks.data?.regions ?? []).map((region) => ({ value: String(region.id), label: region.name })))}
        {select('state', t('racing.list.state'), EVENT_STATES.map((state) => ({ value: state, label: t(`racing.stateLabel.${state}`) })))}
        {select('category', t('racing.list.category'), EVENT_CATEGORIES.map((category) => ({ value: category, label: t(`racing.category.${category}`) })))}
        {clubs.data &&
          clubs.data.length > 1 &&
          select('organiserClubId', t('racing.list.organiserClub'), clubs.data.map((club) => ({ value: String(club.id), label: club.name })))}
      </Filters>
      <DataGrid
        gridId="racing-events"
        label={t('racing.list.grid')}
        columns={eventColumns}
        {...grid.gridProps({ rows: events.data?.nodes, totalCount: events.data?.totalCount ?? 0, loading: events.isFetching, error: events.error })}
        getRowId={({ data }) => String(data.id)}
        onRowClicked={(row) => void navigate({ to: '/evidence/zavody/$id/$activeTab', params: { id: String(row.id), activeTab: 'informace' } })}
      />
    </section>
  );
}
