// The published result races of an event in the public calendar, each opening its result list
// in place (loaded when opened); `#vysledky-{id}` in the address opens that race. The event's
// published results download as one workbook.
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useEventResults } from '../api/event-results';
import { useResultRace } from '../api/result-race';
import { rowsCountText } from '../results-format';
import { EventResultsDownload } from './event-results-download';
import { ResultListTable } from './result-list-table';
import type { ResultRaceOfEvent } from './result-races-table';

/** The hash that opens a race of the public results: `vysledky-12`. */
export const publicRaceAnchor = (resultRaceId: number): string => `vysledky-${resultRaceId}`;

export function PublicEventResults({ eventId }: { eventId: number }) {
  const results = useEventResults(eventId);
  const { hash } = useLocation();
  if (results.isPending) return <p>{t('results.loading')}</p>;
  if (results.isError) return <Alert variant="danger">{results.error.message}</Alert>;
  // A manager browsing the public page gets every race: the public sees the published ones.
  const published = results.data.races.filter((race) => race.status === 'PUBLISHED');
  if (published.length === 0) return <Alert variant="info">{t('results.notPublished')}</Alert>;
  return (
    <div className="public-results">
      <p className="hint">{t('results.races.publicHint')}</p>
      <EventResultsDownload results={results.data} />
      {published.map((race) => (
        <PublicRace key={race.id} race={race} initiallyOpen={hash === publicRaceAnchor(race.id)} />
      ))}
    </div>
  );
}

function PublicRace({ race, initiallyOpen }: { race: ResultRaceOfEvent; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const element = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (initiallyOpen) element.current?.scrollIntoView({ block: 'start' });
  }, [initiallyOpen]);
  // The category only where the name does not say it already ("Minižačky", not twice).
  const category = race.category && !race.name.toLocaleLowerCase('cs').includes(race.category.toLocaleLowerCase('cs')) ? race.category : null;
  const facts = [race.raceDate ? formatDate(race.raceDate) : null, category, rowsCountText(race.rowCount)].filter(Boolean);
  return (
    <details
      ref={element}
      id={publicRaceAnchor(race.id)}
      className="card public-result-race"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <span className="public-result-name">{race.name}</span> <span className="hint">{facts.join(' · ')}</span>
      </summary>
      {open && <PublicRaceRows race={race} />}
    </details>
  );
}

function PublicRaceRows({ race }: { race: ResultRaceOfEvent }) {
  const detail = useResultRace(race.id);
  return (
    <div className="public-result-body">
      <p className="public-result-actions">
        <a href={race.xlsxUrl} download aria-label={tf('results.races.xlsxOf', { name: race.name })}>
          {t('results.info.xlsx')}
        </a>{' '}
        ·{' '}
        <a href={race.pdfUrl} download aria-label={tf('results.races.pdfOf', { name: race.name })}>
          {t('results.info.pdf')}
        </a>
        {race.place && <span className="hint"> · {race.place}</span>}
      </p>
      {detail.isPending && <p>{t('results.loading')}</p>}
      {detail.isError && <Alert variant="danger">{detail.error.message}</Alert>}
      {detail.data && <ResultListTable race={detail.data.race} rows={detail.data.rows} memberLinks />}
    </div>
  );
}
