// /evidence/zavody/{id}/tvorba-vysledku: the event's managers and its timekeeper upload result
// files and follow their import (polled every second), see the latest uploads and the result
// races; the managers check and publish the races and go on to the pairing suggestions and
// the correction of the races' details.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { ImportReport } from '../components/import-report';
import { ImportsList } from '../components/imports-list';
import { ResultRacesTable } from '../components/result-races-table';
import { BackToEventResults } from '../components/result-race-header';
import { ResultsHelp } from '../components/results-help';
import { ResultsUpload } from '../components/results-upload';
import { type ResultsWork, WithResultsWork } from '../components/with-results-work';
import { WorkHeader } from '../components/work-header';

export function ResultsWorkPage({ id }: { id: number }) {
  return <WithResultsWork eventId={id}>{(work) => <ResultsWorkOf work={work} />}</WithResultsWork>;
}

function ResultsWorkOf({ work }: { work: ResultsWork }) {
  const { event, results } = work;
  const actions = results.actions;
  const [shownImport, setShownImport] = useState<number>();
  usePageTitle(tf('results.work.pageTitle', { name: event.event.name }));
  return (
    <section className="results-work">
      <WorkHeader
        event={event.event}
        title={t('results.work.title')}
        back={<BackToEventResults eventId={event.event.id} />}
        actions={
          actions.canManage && (
            <>
              <Link to="/evidence/zavody/$id/tvorba-vysledku/navrhy-na-parovani" params={{ id: String(event.event.id) }} className="button-secondary">
                {t('results.work.suggestionsLink')}
              </Link>
              <Link to="/evidence/zavody/$id/tvorba-vysledku/uprava-vysledkovych-zavodu" params={{ id: String(event.event.id) }} className="button-secondary">
                {t('results.work.editLink')}
              </Link>
            </>
          )
        }
      />
      <p className="page-intro">{t('results.work.intro')}</p>
      {!actions.canManage && <Alert variant="info">{t('results.work.readOnly')}</Alert>}
      {actions.canImport && (
        <div className="import-layout">
          <ResultsUpload
            racingEventId={event.event.id}
            races={event.races}
            publishedRaces={results.races.filter((race) => race.status === 'PUBLISHED').map((race) => race.name)}
            onUploaded={(started) => setShownImport(started.id)}
          />
          <ResultsHelp />
        </div>
      )}
      {shownImport !== undefined && <ImportReport key={shownImport} importId={shownImport} onClose={() => setShownImport(undefined)} />}
      <section className="card results-races-card" aria-labelledby="results-races-title">
        <h2 id="results-races-title">{t('results.races.title')}</h2>
        {results.races.length === 0 ? (
          <p className="hint">{t('results.noRaces')}</p>
        ) : (
          <ResultRacesTable eventId={event.event.id} races={results.races} view="work" showPairing canManage={actions.canManage} />
        )}
      </section>
      <ImportsList imports={results.imports} onShow={setShownImport} />
    </section>
  );
}
