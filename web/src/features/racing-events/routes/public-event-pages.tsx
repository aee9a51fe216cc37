// /kalendar-a-vysledky/{id}/{informace-o-zavode|seznam-prihlasenych|startovni-listina|vysledky}:
// an event of the public calendar. Entries show birth years only, never birth dates or numbers.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import type { PublicRacingEventQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { PublicEventResults } from '../../results';
import { useRaceEntries } from '../api/entries';
import { useStartLists } from '../api/start-lists';
import { RaceStartListView, StartListDownloads } from '../components/start-lists';
import { usePublicRacingEvent } from '../api/racing-event';
import { EventMap } from '../components/event-map';
import { DateChangeBadge, DocumentsList, EntriesByRace, EntryDownloadLinks, EventFacts, RacesList, ResultsLink, StateBadge, showsStateBadge } from '../components/event-parts';
import { formatDateRange } from '../../../lib/format';
import { placeWithCountry } from '../../../lib/countries';

export type PublicEventTab = 'informace-o-zavode' | 'seznam-prihlasenych' | 'startovni-listina' | 'vysledky';
type Detail = PublicRacingEventQuery['publicRacingEvent'];

type TabPath =
  | '/kalendar-a-vysledky/$id/informace-o-zavode'
  | '/kalendar-a-vysledky/$id/seznam-prihlasenych'
  | '/kalendar-a-vysledky/$id/startovni-listina'
  | '/kalendar-a-vysledky/$id/vysledky';

const TABS: readonly { tab: PublicEventTab; to: TabPath }[] = [
  { tab: 'informace-o-zavode', to: '/kalendar-a-vysledky/$id/informace-o-zavode' },
  { tab: 'seznam-prihlasenych', to: '/kalendar-a-vysledky/$id/seznam-prihlasenych' },
  { tab: 'startovni-listina', to: '/kalendar-a-vysledky/$id/startovni-listina' },
  { tab: 'vysledky', to: '/kalendar-a-vysledky/$id/vysledky' },
];

export function PublicEventPage({ id, tab }: { id: number; tab: PublicEventTab }) {
  const detail = usePublicRacingEvent(id);
  usePageTitle(detail.data ? `${detail.data.event.name} – ${t(`calendar.tab.${tab}`)}` : t('calendar.title'));
  if (detail.isPending) return <p>{t('ui.loading')}</p>;
  if (detail.isError) {
    if (detail.error instanceof GraphQLRequestError && detail.error.code === 'NOT_FOUND') return <NotFoundPage />;
    return <Alert variant="danger">{detail.error.message}</Alert>;
  }
  const event = detail.data.event;
  return (
    <section className="event-page public-event">
      <Link to="/kalendar-a-vysledky" search={{}} className="back-link">
        {t('calendar.back')}
      </Link>
      <h1>{event.name}</h1>
      <p className="event-subtitle">
        {[formatDateRange(event.dateFrom, event.dateTo), placeWithCountry(event.place, event.country), event.departmentName, event.categoryLabel].filter(Boolean).join(' · ')}{' '}
        <DateChangeBadge event={event} /> {showsStateBadge(event) && <StateBadge state={event.state} label={event.stateLabel} />}{' '}
        <ResultsLink event={event} />
      </p>
      <nav className="tabs no-print" aria-label={t('racing.tabs')}>
        {TABS.map((item) => (
          <Link key={item.tab} to={item.to} params={{ id: String(id) }} aria-current={item.tab === tab ? 'page' : undefined}>
            {t(`calendar.tab.${item.tab}`)}
          </Link>
        ))}
      </nav>
      {tab === 'informace-o-zavode' && <PublicInformation detail={detail.data} />}
      {tab === 'seznam-prihlasenych' && <PublicEntries detail={detail.data} />}
      {tab === 'startovni-listina' && <PublicStartLists detail={detail.data} />}
      {tab === 'vysledky' && <PublicResults detail={detail.data} />}
    </section>
  );
}

function PublicInformation({ detail }: { detail: Detail }) {
  const event = detail.event;
  return (
    <div className="event-layout">
      <div className="event-main">
        <section className="card" aria-labelledby="public-info-title">
          <h2 id="public-info-title">{t('racing.info.title')}</h2>
          <EventFacts event={event} />
          {event.description && <p className="event-description">{event.description}</p>}
          <p>
            <a href={detail.downloads.ical} download>
              {t('calendar.addToCalendar')}
            </a>
          </p>
        </section>
        <section className="card" aria-labelledby="public-races-title">
          <h2 id="public-races-title">{t('racing.races.title')}</h2>
          <RacesList races={detail.races} />
        </section>
      </div>
      <aside className="event-side">
        {event.latitude !== null && event.latitude !== undefined && event.longitude !== null && event.longitude !== undefined && (
          <div className="card">
            <EventMap latitude={event.latitude} longitude={event.longitude} place={event.place} />
          </div>
        )}
        <section className="card" aria-labelledby="public-documents-title">
          <h2 id="public-documents-title">{t('racing.documents.title')}</h2>
          <DocumentsList documents={detail.documents} />
          {event.hasStartList && (
            <p className="start-list-documents">
              <span className="badge">{t('startList.title')}</span>{' '}
              <Link to="/kalendar-a-vysledky/$id/startovni-listina" params={{ id: String(event.id) }}>
                {t('startList.show')}
              </Link>{' '}
              · <a href={detail.downloads.startListCsv} download>CSV</a> · <a href={detail.downloads.startListXlsx} download>XLSX</a> ·{' '}
              <a href={detail.downloads.startListPdf} download>PDF</a>
            </p>
          )}
        </section>
        {event.actions.entriesOpen && (
          <section className="card" aria-labelledby="public-entry-title">
            <h2 id="public-entry-title">{t('calendar.entryTitle')}</h2>
            <p>{t('calendar.entryText')}</p>
            <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(event.id), activeTab: 'informace' }} className="button-secondary">
              {t('calendar.entryLink')}
            </Link>
          </section>
        )}
      </aside>
    </div>
  );
}

function PublicEntries({ detail }: { detail: Detail }) {
  const entries = useRaceEntries(detail.event.id);
  return (
    <div className="event-entries">
      <EntryDownloadLinks downloads={detail.downloads} races={detail.races} />
      <section className="card" aria-labelledby="public-entries-title">
        <h2 id="public-entries-title">{t('racing.entries.title')}</h2>
        {entries.isPending && <p>{t('ui.loading')}</p>}
        {entries.isError && <Alert variant="danger">{entries.error.message}</Alert>}
        {entries.data && <EntriesByRace entries={entries.data} races={detail.races} />}
      </section>
    </div>
  );
}

/** The published start lists with their downloads and the print button. */
function PublicStartLists({ detail }: { detail: Detail }) {
  const lists = useStartLists(detail.event.id);
  const races = (lists.data?.races ?? []).filter((race) => race.publishedAt);
  return (
    <div className="event-entries start-lists">
      <section className="card" aria-labelledby="public-start-lists-title">
        <h2 id="public-start-lists-title">{t('startList.title')}</h2>
        {lists.isPending && <p>{t('ui.loading')}</p>}
        {lists.isError && <Alert variant="danger">{lists.error.message}</Alert>}
        {lists.data && races.length === 0 && <p>{t('startList.none')}</p>}
        {races.length > 0 && <StartListDownloads csv={detail.downloads.startListCsv} xlsx={detail.downloads.startListXlsx} pdf={detail.downloads.startListPdf} />}
        {races.map((race) => (
          <RaceStartListView key={race.raceId} race={race} eventName={detail.event.name} />
        ))}
      </section>
    </div>
  );
}

/** The published result races, each opening its result list in place, and the result
 * documents uploaded with the event. */
function PublicResults({ detail }: { detail: Detail }) {
  const documents = detail.documents.filter((document) => document.kind === 'RESULT');
  return (
    <div className="event-entries">
      <section className="card" aria-labelledby="public-results-title">
        <h2 id="public-results-title">{t('racing.results.title')}</h2>
        <PublicEventResults eventId={detail.event.id} />
      </section>
      {documents.length > 0 && (
        <section className="card" aria-labelledby="public-results-documents-title">
          <h2 id="public-results-documents-title">{t('racing.results.documents')}</h2>
          <DocumentsList documents={documents} />
        </section>
      )}
    </div>
  );
}
