// Parts of the event pages shared by the private and the public ones: the state badge, the
// facts, the races with their categories, the documents list, the downloads and the entries.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FactList } from '../../../components/ui/facts';
import { NamedOptions } from '../../../components/ui/options';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { RaceEntriesQuery, RacingEventKind, RacingEventState, RacingGenderGroup } from '../../../gql/graphql';
import { formatDate, formatDateRange, formatFileSize, formatNumber, formatYearRange } from '../../../lib/format';
import { placeWithCountry } from '../../../lib/countries';
import { t, tf } from '../../../lib/i18n';
import { dateChangeBadge, formatDateTime, pragueToday, stateBadgeClass, withoutRepeats } from '../event-format';

export function StateBadge({ state, label }: { state: RacingEventState; label: string }) {
  return <span className={stateBadgeClass(state)}>{label}</span>;
}

/** Whether an event's state badge says something the calendar does not say otherwise: a
 * cancelled event says so once (its date change), and "Výsledky" is the results link, shown only
 * where results are published. */
export function showsStateBadge(event: { state: RacingEventState; dateChange: string }): boolean {
  if (event.state === 'CANCELED' && event.dateChange === 'CANCELED') return false;
  return event.state !== 'RESULTS' && event.state !== 'DIGITAL_RESULTS';
}

/** The link to an event's published results ("Výsledky"); nothing when none are published. */
export function ResultsLink({ event }: { event: { id: number; hasResults: boolean } }) {
  if (!event.hasResults) return null;
  return (
    <Link to="/kalendar-a-vysledky/$id/vysledky" params={{ id: String(event.id) }} className="badge badge-results badge-link">
      {t('calendar.resultsLink')}
    </Link>
  );
}

/** "Změna termínu" and the like, while the event is not over. */
export function DateChangeBadge({ event }: { event: Parameters<typeof dateChangeBadge>[0] }) {
  const badge = dateChangeBadge(event, pragueToday());
  return badge ? <span className={badge.className}>{badge.label}</span> : null;
}

interface EventFactsProps {
  event: {
    dateFrom: string;
    dateTo: string;
    place: string;
    country: string;
    regionName?: string | null;
    departmentName: string;
    seasonName: string;
    categoryLabel: string;
    organiser: string;
    registrationDeadline?: string | null;
    timekeepingCompanyName?: string | null;
    contactEmail?: string | null;
    contactPhone?: string | null;
    web?: string | null;
    entryCount: number;
    kind: RacingEventKind;
  };
}

/** The event's facts as a definition list. */
export function EventFacts({ event }: EventFactsProps) {
  const place = placeWithCountry(event.place, event.country);
  const facts: [string, React.ReactNode][] = [
    [t('racing.facts.date'), formatDateRange(event.dateFrom, event.dateTo)],
    [t('racing.facts.place'), place],
    [t('racing.facts.region'), event.regionName ?? '—'],
    [t('racing.facts.department'), event.departmentName],
    [t('racing.facts.season'), event.seasonName],
    [t('racing.facts.category'), event.categoryLabel],
    [t('racing.facts.kind'), t(`racing.kind.${event.kind}`)],
    [t('racing.facts.organiser'), event.organiser],
    [t('racing.facts.deadline'), event.registrationDeadline ? formatDateTime(event.registrationDeadline) : t('racing.facts.noDeadline')],
    [t('racing.facts.timekeeper'), event.timekeepingCompanyName ?? '—'],
    [t('racing.facts.entries'), formatNumber(event.entryCount)],
  ];
  const contacts: [string, React.ReactNode][] = [];
  if (event.contactEmail) contacts.push([t('racing.facts.email'), <a href={`mailto:${event.contactEmail}`}>{event.contactEmail}</a>]);
  if (event.contactPhone) contacts.push([t('racing.facts.phone'), <a href={`tel:${event.contactPhone.replace(/\s/g, '')}`}>{event.contactPhone}</a>]);
  if (event.web) {
    contacts.push([
      t('racing.facts.web'),
      <a href={event.web} rel="noopener noreferrer" target="_blank">
        {event.web}
      </a>,
    ]);
  }
  return (
    <FactList className="event-facts" facts={[...facts, ...contacts]} />
  );
}

interface RaceLike {
  id: number;
  name: string;
  disciplineName: string;
  techniqueName?: string | null;
  typeName?: string | null;
  genderGroup: RacingGenderGroup;
  raceDate: string;
  startTime?: string | null;
  entryCount: number;
  categories: { id: number; name: string; birthYearFrom: number; birthYearTo: number; genderGroup: RacingGenderGroup; entryCount: number }[];
}

/** The races of an event, each with its categories. */
export function RacesList({ races }: { races: readonly RaceLike[] }) {
  if (races.length === 0) return <p className="hint">{t('racing.races.none')}</p>;
  return (
    <div className="race-list">
      {races.map((race) => (
        <section key={race.id} className="race-summary" aria-labelledby={`race-${race.id}`}>
          <h3 id={`race-${race.id}`}>{race.name}</h3>
          <p className="race-meta">
            {withoutRepeats([
              formatDate(race.raceDate) + (race.startTime ? `, ${race.startTime}` : ''),
              race.disciplineName,
              race.techniqueName,
              race.typeName,
              t(`racing.gender.${race.genderGroup}`),
              tf('racing.races.entries', { count: formatNumber(race.entryCount) }),
            ]).join(' · ')}
          </p>
          {race.categories.length === 0 ? (
            <p className="hint">{t('racing.categories.none')}</p>
          ) : (
            <SimpleTable
              caption={tf('racing.categories.caption', { race: race.name })}
              columns={[
                t('racing.categories.name'),
                t('racing.categories.years'),
                t('racing.categories.gender'),
                { label: t('racing.categories.entries'), numeric: true },
              ]}
            >
              {race.categories.map((category) => (
                <tr key={category.id}>
                  <td>{category.name}</td>
                  <td>
                    {formatYearRange(category.birthYearFrom, category.birthYearTo)}
                  </td>
                  <td>{t(`racing.gender.${category.genderGroup}`)}</td>
                  <td className="number">{formatNumber(category.entryCount)}</td>
                </tr>
              ))}
            </SimpleTable>
          )}
        </section>
      ))}
    </div>
  );
}

interface DocumentLike {
  id: number;
  kind: string;
  kindLabel: string;
  title: string;
  fileName: string;
  size: number;
  createdAt: string;
  url: string;
}

/** An event's documents as download links; `onDelete` adds a delete button to each. */
export function DocumentsList({ documents, onDelete }: { documents: readonly DocumentLike[]; onDelete?: (document: DocumentLike) => void }) {
  if (documents.length === 0) return <p className="hint">{t('racing.documents.none')}</p>;
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.id}>
          <span className="badge">{document.kindLabel}</span>{' '}
          <a href={document.url} download={document.fileName}>
            {document.title || document.fileName}
          </a>{' '}
          <span className="hint">
            ({formatFileSize(document.size)}, {formatDate(document.createdAt)})
          </span>
          {onDelete && (
            <button type="button" className="link-button" onClick={() => onDelete(document)}>
              {tf('racing.documents.delete', { title: document.title || document.fileName })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

interface Downloads {
  registrationCsv: string;
  registrationCsvByClub: string;
  registrationOldCsv: string;
  registrationCsvCx: string;
}

/** The four downloads of the entries; the timing file per race, in UTF-8 or Windows-1250. */
export function EntryDownloadLinks({ downloads, races }: { downloads: Downloads; races: readonly { id: number; name: string }[] }) {
  const [raceId, setRaceId] = useState(races[0] ? String(races[0].id) : '');
  const [encoding, setEncoding] = useState<'utf8' | 'cp1250'>('utf8');
  const cx = `${downloads.registrationCsvCx}?${new URLSearchParams({ ...(raceId ? { race: raceId } : {}), encoding }).toString()}`;
  return (
    <section className="card downloads" aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('racing.downloads.title')}</h2>
      <ul className="download-list">
        <li>
          <a href={downloads.registrationCsv} download>
            {t('racing.downloads.registrationCsv')}
          </a>
          <span className="hint"> {t('racing.downloads.registrationCsvHint')}</span>
        </li>
        <li>
          <a href={downloads.registrationCsvByClub} download>
            {t('racing.downloads.byClub')}
          </a>
          <span className="hint"> {t('racing.downloads.byClubHint')}</span>
        </li>
        <li>
          <a href={downloads.registrationOldCsv} download>
            {t('racing.downloads.old')}
          </a>
          <span className="hint"> {t('racing.downloads.oldHint')}</span>
        </li>
      </ul>
      {races.length > 0 && (
        <div className="cx-download">
          <label>
            {t('racing.downloads.cxRace')}
            <select value={raceId} onChange={(event) => setRaceId(event.target.value)}>
              <NamedOptions items={races} />
            </select>
          </label>
          <label>
            {t('racing.downloads.cxEncoding')}
            <select value={encoding} onChange={(event) => setEncoding(event.target.value as 'utf8' | 'cp1250')}>
              <option value="utf8">{t('racing.downloads.utf8')}</option>
              <option value="cp1250">{t('racing.downloads.cp1250')}</option>
            </select>
          </label>
          <a href={cx} download className="button-secondary">
            {t('racing.downloads.cx')}
          </a>
        </div>
      )}
    </section>
  );
}

type Entry = RaceEntriesQuery['raceEntries'][number];

/** Entries grouped by race and category: bib, name, birth year (never a birth date), club. */
export function EntriesByRace({ entries, races }: { entries: readonly Entry[]; races: readonly { id: number; name: string; raceDate: string }[] }) {
  const shown = entries.filter((entry) => entry.state === 'ENTERED');
  if (shown.length === 0) return <p className="hint">{t('racing.entries.none')}</p>;
  return (
    <div className="entries-by-race">
      {races.map((race) => {
        const ofRace = shown.filter((entry) => entry.raceId === race.id);
        if (ofRace.length === 0) return null;
        const categories = [...new Map(ofRace.map((entry) => [entry.racingCategoryId, entry.categoryName])).entries()];
        return (
          <section key={race.id} className="entries-race" aria-labelledby={`entries-race-${race.id}`}>
            <h2 id={`entries-race-${race.id}`}>
              {race.name} <span className="hint">({formatDate(race.raceDate)}, {tf('racing.races.entries', { count: formatNumber(ofRace.length) })})</span>
            </h2>
            {categories.map(([categoryId, categoryName]) => {
              const rows = ofRace.filter((entry) => entry.racingCategoryId === categoryId);
              return (
                <table key={categoryId} className="simple-table entries-table">
                  <caption>
                    {categoryName} <span className="hint">({formatNumber(rows.length)})</span>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className="number">
                        {t('racing.entries.bib')}
                      </th>
                      <th scope="col">{t('racing.entries.name')}</th>
                      <th scope="col">{t('racing.entries.birthYear')}</th>
                      <th scope="col">{t('racing.entries.club')}</th>
                      <th scope="col">{t('racing.entries.category')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((entry) => (
                      <tr key={entry.id}>
                        <td className="number">{entry.bib ?? '—'}</td>
                        <td>
                          {entry.lastName} {entry.firstName}
                        </td>
                        <td>{entry.birthYear}</td>
                        <td>{entry.clubName}</td>
                        <td>{entry.categoryName}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
