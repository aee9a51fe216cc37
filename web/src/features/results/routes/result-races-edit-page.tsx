// /evidence/zavody/{id}/tvorba-vysledku/uprava-vysledkovych-zavodu: the event's managers
// correct what the result files said of each result race (name, the event's race, day, place,
// discipline, category, gender, birth years) and delete the drafts of a wrong file.
import { Restricted } from '../../auth';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { BackToWork } from '../components/result-race-header';
import { ResultRaceForm } from '../components/result-race-form';
import { type ResultsWork, WithResultsWork } from '../components/with-results-work';
import { WorkHeader } from '../components/work-header';

export function ResultRacesEditPage({ id }: { id: number }) {
  return (
    <WithResultsWork eventId={id}>
      {(work) => (work.results.actions.canManage ? <ResultRacesEdit work={work} /> : <Restricted reason="forbidden" />)}
    </WithResultsWork>
  );
}

function ResultRacesEdit({ work }: { work: ResultsWork }) {
  const { event, results } = work;
  usePageTitle(tf('results.edit.pageTitle', { name: event.event.name }));
  return (
    <section className="results-work result-races-edit">
      <WorkHeader event={event.event} title={t('results.edit.title')} back={<BackToWork eventId={event.event.id} />} />
      <p className="page-intro">{t('results.edit.intro')}</p>
      {results.races.length === 0 ? (
        <p className="card hint">{t('results.noRaces')}</p>
      ) : (
        results.races.map((race) => <ResultRaceForm key={race.id} race={race} eventRaces={event.races} />)
      )}
    </section>
  );
}
