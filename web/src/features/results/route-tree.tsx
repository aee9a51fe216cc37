// The results pages of an event in the evidence: a result race, the results work (its races,
// pairing suggestions and corrections) and the bulk upload. Each page loads lazily from its own
// module. Who may upload to which event is the server's answer per file (matchResultFile).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { withIds } from '../../lib/route-pages';
import { RESULT_RACE_TABS, WORK_RACE_TABS } from '../../lib/route-tabs';
import { Allowed, type ZoneActions, allowedPage } from '../auth';

const ResultRacePage = lazyRouteComponent(() => import('./routes/result-race-pages'), 'ResultRacePage');
const WorkRacePage = lazyRouteComponent(() => import('./routes/result-race-pages'), 'WorkRacePage');
const ResultsWorkPage = lazyRouteComponent(() => import('./routes/results-work-page'), 'ResultsWorkPage');
const ResultRacesEditPage = lazyRouteComponent(() => import('./routes/result-races-edit-page'), 'ResultRacesEditPage');
const EventSuggestionsPage = lazyRouteComponent(() => import('./routes/pairing-suggestions-pages'), 'EventSuggestionsPage');
const RaceSuggestionsPage = lazyRouteComponent(() => import('./routes/pairing-suggestions-pages'), 'RaceSuggestionsPage');
const BulkUploadPage = lazyRouteComponent(() => import('./routes/bulk-upload-page'), 'BulkUploadPage');

const canListEvents = (actions: ZoneActions) => actions.canListEvents;

/** A page of one event: the id must be an integer (else the 404 page). */
function eventPage(id: string, page: (id: number) => ReactNode): ReactNode {
  return withIds({ id }, (parsed) => <Allowed when={canListEvents}>{page(parsed.id)}</Allowed>);
}

/** A page of one result race of an event: both ids must be integers (else the 404 page). */
function resultRacePage(raw: { id: string; resultRaceId: string }, page: (parsed: { id: number; resultRaceId: number }) => ReactNode): ReactNode {
  return withIds({ id: raw.id, resultRaceId: raw.resultRaceId }, (parsed) => <Allowed when={canListEvents}>{page(parsed)}</Allowed>);
}

export function resultRoutes(zones: Zones) {
  const resultRace = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/vysledky/$resultRaceId/$activeTab',
    component: function ResultRace(): ReactNode {
      const params = resultRace.useParams();
      const tab = RESULT_RACE_TABS.find((value) => value === params.activeTab);
      if (!tab) return <NotFoundPage />;
      return resultRacePage(params, (parsed) => <ResultRacePage eventId={parsed.id} resultRaceId={parsed.resultRaceId} tab={tab} />);
    },
  });

  const resultsWork = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/tvorba-vysledku',
    component: function ResultsWork(): ReactNode {
      return eventPage(resultsWork.useParams().id, (id) => <ResultsWorkPage id={id} />);
    },
  });

  const resultsWorkSuggestions = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/tvorba-vysledku/navrhy-na-parovani',
    component: function ResultsWorkSuggestions(): ReactNode {
      return eventPage(resultsWorkSuggestions.useParams().id, (id) => <EventSuggestionsPage id={id} />);
    },
  });

  const resultRacesEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/tvorba-vysledku/uprava-vysledkovych-zavodu',
    component: function ResultRacesEdit(): ReactNode {
      return eventPage(resultRacesEdit.useParams().id, (id) => <ResultRacesEditPage id={id} />);
    },
  });

  const workRace = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab',
    component: function WorkRace(): ReactNode {
      const params = workRace.useParams();
      const tab = WORK_RACE_TABS.find((value) => value === params.activeTab);
      if (!tab) return <NotFoundPage />;
      return resultRacePage(params, (parsed) => <WorkRacePage eventId={parsed.id} resultRaceId={parsed.resultRaceId} tab={tab} />);
    },
  });

  const workRaceSuggestions = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani',
    component: function WorkRaceSuggestions(): ReactNode {
      return resultRacePage(workRaceSuggestions.useParams(), (parsed) => (
        <RaceSuggestionsPage eventId={parsed.id} resultRaceId={parsed.resultRaceId} />
      ));
    },
  });

  const bulkResults = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zavody/hromadne-nahrani-vysledku',
    component: allowedPage(canListEvents, BulkUploadPage),
  });

  return {
    evidence: [resultRace, resultsWork, resultsWorkSuggestions, resultRacesEdit, workRace, workRaceSuggestions, bulkResults] as const,
  };
}
