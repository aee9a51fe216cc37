// /evidence/zavody/{id}/tvorba-vysledku/navrhy-na-parovani and
// .../tvorba-vysledku/{resultRaceId}/navrhy-na-parovani: the open pairing suggestions of an
// event or of one of its result races, for the event's managers.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Restricted } from '../../auth';
import type { ResultsEventQuery } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePairingSuggestions } from '../api/pairing-suggestions';
import { PairingSuggestionList } from '../components/pairing-suggestion-list';
import { BackToWork } from '../components/result-race-header';
import { WithResultRace } from '../components/with-result-race';
import { WithResultsWork } from '../components/with-results-work';
import { WorkHeader } from '../components/work-header';

export function EventSuggestionsPage({ id }: { id: number }) {
  return (
    <WithResultsWork eventId={id}>
      {({ event, results }) =>
        results.actions.canManage ? <EventSuggestions eventId={id} eventHeader={event.event} /> : <Restricted reason="forbidden" />
      }
    </WithResultsWork>
  );
}

function EventSuggestions({ eventId, eventHeader }: { eventId: number; eventHeader: ResultsEventQuery['racingEvent']['event'] }) {
  usePageTitle(tf('results.suggestions.pageTitle', { name: eventHeader.name }));
  const suggestions = usePairingSuggestions({ racingEventId: eventId });
  return (
    <section className="suggestions-page">
      <WorkHeader event={eventHeader} title={t('results.suggestions.title')} back={<BackToWork eventId={eventId} />} />
      <p className="page-intro">{t('results.suggestions.intro')}</p>
      {suggestions.isPending && <p>{t('results.loading')}</p>}
      {suggestions.isError && <Alert variant="danger">{suggestions.error.message}</Alert>}
      {suggestions.data && <PairingSuggestionList suggestions={suggestions.data} showRace />}
    </section>
  );
}

export function RaceSuggestionsPage({ eventId, resultRaceId }: { eventId: number; resultRaceId: number }) {
  return (
    <WithResultRace eventId={eventId} resultRaceId={resultRaceId}>
      {(detail) =>
        detail.actions.canManage ? (
          <RaceSuggestions eventId={eventId} resultRaceId={resultRaceId} raceName={detail.race.name} eventName={detail.eventName} />
        ) : (
          <Restricted reason="forbidden" />
        )
      }
    </WithResultRace>
  );
}

interface RaceSuggestionsProps {
  eventId: number;
  resultRaceId: number;
  raceName: string;
  eventName: string;
}

function RaceSuggestions({ eventId, resultRaceId, raceName, eventName }: RaceSuggestionsProps) {
  usePageTitle(tf('results.suggestions.pageTitle', { name: raceName }));
  const suggestions = usePairingSuggestions({ resultRaceId });
  return (
    <section className="suggestions-page">
      <header className="event-header">
        <Link
          to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab"
          params={{ id: String(eventId), resultRaceId: String(resultRaceId), activeTab: 'vysledkova-listina' }}
          className="back-link"
        >
          {t('results.backToRace')}
        </Link>
        <div className="page-heading">
          <div>
            <h1>{t('results.suggestions.title')}</h1>
            <p className="event-subtitle">
              <strong>{raceName}</strong> · {eventName}
            </p>
          </div>
          <div className="actions">
            <Link to="/evidence/zavody/$id/tvorba-vysledku/navrhy-na-parovani" params={{ id: String(eventId) }} className="button-secondary">
              {t('results.suggestions.allOfEvent')}
            </Link>
          </div>
        </div>
      </header>
      <p className="page-intro">{t('results.suggestions.intro')}</p>
      {suggestions.isPending && <p>{t('results.loading')}</p>}
      {suggestions.isError && <Alert variant="danger">{suggestions.error.message}</Alert>}
      {suggestions.data && <PairingSuggestionList suggestions={suggestions.data} showRace={false} />}
    </section>
  );
}
