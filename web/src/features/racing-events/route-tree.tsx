// The racing events' pages: the public calendar and event pages, and in the evidence the
// events grid, an event's forms, entries and detail, and the publication list. Each page
// loads lazily from its own module.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { withIds } from '../../lib/route-pages';
import { searchText } from '../../lib/route-params';
import { EVENT_TABS } from '../../lib/route-tabs';
import { Allowed, type ZoneActions, allowedPage } from '../auth';

const EventsPage = lazyRouteComponent(() => import('./routes/events-page'), 'EventsPage');
const EventNewPage = lazyRouteComponent(() => import('./routes/event-form-pages'), 'EventNewPage');
const EventEditPage = lazyRouteComponent(() => import('./routes/event-form-pages'), 'EventEditPage');
const RacesEditPage = lazyRouteComponent(() => import('./routes/event-form-pages'), 'RacesEditPage');
const EventDetailPage = lazyRouteComponent(() => import('./routes/event-detail-page'), 'EventDetailPage');
const ClubEntryPage = lazyRouteComponent(() => import('./club-entry-texts').then(() => import('./routes/club-entry-page')), 'ClubEntryPage');
const MemberEntryPage = lazyRouteComponent(() => import('./routes/entry-forms-pages'), 'MemberEntryPage');
const NonMemberEntryPage = lazyRouteComponent(() => import('./routes/entry-forms-pages'), 'NonMemberEntryPage');
const EntriesManagementPage = lazyRouteComponent(() => import('./routes/entries-management-page'), 'EntriesManagementPage');
const PublicationPage = lazyRouteComponent(() => import('./routes/publication-page'), 'PublicationPage');
const PublicCalendarPage = lazyRouteComponent(() => import('./routes/public-calendar-page'), 'PublicCalendarPage');
const PublicEventPage = lazyRouteComponent(() => import('./routes/public-event-pages'), 'PublicEventPage');

/** Who lists events: an event page is theirs to open. */
const canListEvents = (actions: ZoneActions) => actions.canListEvents;

/** An event page of `/evidence/zavody/{id}/…`: the id must be an integer (else the 404 page). */
function eventPage(id: string, page: (id: number) => ReactNode): ReactNode {
  return withIds({ id }, (parsed) => <Allowed when={canListEvents}>{page(parsed.id)}</Allowed>);
}

type CalendarSearch = { view?: string; department?: string; month?: string; region?: string; category?: string };

export function racingEventRoutes(zones: Zones) {
  const calendar = createRoute({
    getParentRoute: () => zones.public,
    path: '/kalendar-a-vysledky',
    validateSearch: (search: Record<string, unknown>): CalendarSearch => {
      const result: CalendarSearch = {};
      for (const name of ['view', 'department', 'month', 'region', 'category'] as const) {
        const value = searchText(search[name]);
        if (value !== undefined) result[name] = value;
      }
      return result;
    },
    component: function Calendar(): ReactNode {
      return <PublicCalendarPage search={calendar.useSearch()} />;
    },
  });

  const calendarEventInfo = createRoute({
    getParentRoute: () => zones.public,
    path: '/kalendar-a-vysledky/$id/informace-o-zavode',
    component: function CalendarEventInfo(): ReactNode {
      return withIds({ id: calendarEventInfo.useParams().id }, ({ id }) => <PublicEventPage id={id} tab="informace-o-zavode" />);
    },
  });

  const calendarEventEntries = createRoute({
    getParentRoute: () => zones.public,
    path: '/kalendar-a-vysledky/$id/seznam-prihlasenych',
    component: function CalendarEventEntries(): ReactNode {
      return withIds({ id: calendarEventEntries.useParams().id }, ({ id }) => <PublicEventPage id={id} tab="seznam-prihlasenych" />);
    },
  });

  const calendarEventStartList = createRoute({
    getParentRoute: () => zones.public,
    path: '/kalendar-a-vysledky/$id/startovni-listina',
    component: function CalendarEventStartList(): ReactNode {
      return withIds({ id: calendarEventStartList.useParams().id }, ({ id }) => <PublicEventPage id={id} tab="startovni-listina" />);
    },
  });

  const calendarEventResults = createRoute({
    getParentRoute: () => zones.public,
    path: '/kalendar-a-vysledky/$id/vysledky',
    component: function CalendarEventResults(): ReactNode {
      return withIds({ id: calendarEventResults.useParams().id }, ({ id }) => <PublicEventPage id={id} tab="vysledky" />);
    },
  });

  const events = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody',
    validateSearch: (search: Record<string, unknown>): { filter: string | undefined } => ({ filter: searchText(search.filter) }),
    component: function Events(): ReactNode {
      const { filter } = events.useSearch();
      return (
        <Allowed when={canListEvents}>
          <EventsPage filterText={filter} />
        </Allowed>
      );
    },
  });

  const eventNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/nova-udalost',
    component: allowedPage((actions) => actions.canCreateEvents, EventNewPage),
  });

  const eventEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/editace-udalosti',
    component: function EventEdit(): ReactNode {
      return eventPage(eventEdit.useParams().id, (id) => <EventEditPage id={id} />);
    },
  });

  const raceEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/editace-zavodu',
    component: function RaceEdit(): ReactNode {
      return eventPage(raceEdit.useParams().id, (id) => <RacesEditPage id={id} />);
    },
  });

  const entryClub = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/prihlaska/klub',
    component: function EntryClub(): ReactNode {
      return eventPage(entryClub.useParams().id, (id) => <ClubEntryPage id={id} />);
    },
  });

  const entryMember = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/prihlaska/clen',
    component: function EntryMember(): ReactNode {
      return eventPage(entryMember.useParams().id, (id) => <MemberEntryPage id={id} />);
    },
  });

  const entryNonMember = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/prihlaska/neclen',
    component: function EntryNonMember(): ReactNode {
      return eventPage(entryNonMember.useParams().id, (id) => <NonMemberEntryPage id={id} />);
    },
  });

  const entries = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/sprava-prihlasek',
    component: function Entries(): ReactNode {
      return eventPage(entries.useParams().id, (id) => <EntriesManagementPage id={id} />);
    },
  });

  const event = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/$activeTab',
    component: function Event(): ReactNode {
      const { id, activeTab } = event.useParams();
      const tab = EVENT_TABS.find((value) => value === activeTab);
      if (!tab) return <NotFoundPage />;
      return eventPage(id, (parsed) => <EventDetailPage id={parsed} tab={tab} />);
    },
  });

  const eventsToPublish = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody-k-publikaci',
    component: allowedPage((actions) => actions.canPublishEvents || actions.canSuggestEvents, PublicationPage),
  });

  return {
    public: [calendar, calendarEventInfo, calendarEventEntries, calendarEventStartList, calendarEventResults] as const,
    evidence: [events, eventNew, eventEdit, raceEdit, entryClub, entryMember, entryNonMember, entries, event, eventsToPublish] as const,
  };
}
