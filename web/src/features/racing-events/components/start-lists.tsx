// An event's start lists as everybody reads them (the public `startovni-listina` tab) and as
// they print: per race a heading with the event, race, date and how it starts, then per
// category its starters in start order. On paper every category begins a new page.
import { Link } from '@tanstack/react-router';
import type { StartListsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { slug } from '../../../lib/slug';

export type StartLists = StartListsQuery['startLists'];
export type RaceStartList = StartLists['races'][number];
type Starter = RaceStartList['categories'][number]['starters'][number];

/** "10:00:30" as "10:00:30", "10:00:00" as "10:00". */
export function startTime(value: string | null | undefined): string {
  if (!value) return '';
  const [hours = '', minutes = '', seconds = '00'] = value.split(':');
  const whole = seconds.slice(0, 2);
  return whole === '00' ? `${hours}:${minutes}` : `${hours}:${minutes}:${whole}`;
}

/** How the race starts, in one line: "Intervalový start, první start 10:00, interval 30 s". */
export function startDescription(race: Pick<RaceStartList, 'mode' | 'modeLabel' | 'firstStart' | 'intervalSeconds' | 'waveSize'>): string {
  const parts: string[] = [race.modeLabel];
  if (race.firstStart) parts.push(tf('startList.firstStartAt', { time: startTime(race.firstStart) }));
  if (race.mode === 'INTERVAL' && race.intervalSeconds != null) parts.push(tf('startList.intervalOf', { seconds: race.intervalSeconds }));
  if (race.mode === 'MASS' && race.waveSize != null) parts.push(tf('startList.wavesOf', { size: race.waveSize, seconds: race.intervalSeconds ?? 0 }));
  return parts.join(', ');
}

function StarterName({ starter }: { starter: Starter }) {
  const name = `${starter.lastName} ${starter.firstName}`;
  if (starter.memberId == null) return <>{name}</>;
  return (
    <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(starter.memberId), slug: slug(name), tab: undefined }}>
      {name}
    </Link>
  );
}

/** One race's start list: its categories, each a table of its starters. */
export function RaceStartListView({ race, eventName }: { race: RaceStartList; eventName: string }) {
  const timed = race.mode !== 'BIBS_ONLY';
  const waves = race.mode === 'MASS' && race.waveSize != null;
  const count = race.categories.reduce((sum, category) => sum + category.starters.length, 0);
  return (
    <section className="start-list" aria-labelledby={`start-list-${race.raceId}`}>
      <h3 id={`start-list-${race.raceId}`}>
        {race.raceName} {!race.publishedAt && <span className="badge badge-warning">{t('startList.draft')}</span>}
      </h3>
      <p className="start-list-meta">
        {formatDate(race.raceDate)} · {startDescription(race)} · {tf('startList.starters', { count: formatNumber(count) })}
      </p>
      {race.categories.map((category) => (
        <div key={category.racingCategoryId} className="start-list-category">
          <p className="print-only start-list-print-head">
            {eventName} – {race.raceName} · {formatDate(race.raceDate)} · {startDescription(race)}
          </p>
          <h4>{category.name}</h4>
          <table className="simple-table start-table">
            <thead>
              <tr>
                <th scope="col" className="number">{t('startList.bib')}</th>
                {timed && <th scope="col">{t('startList.start')}</th>}
                {waves && <th scope="col" className="number">{t('startList.wave')}</th>}
                <th scope="col">{t('startList.name')}</th>
                <th scope="col" className="number">{t('startList.birthYear')}</th>
                <th scope="col">{t('startList.club')}</th>
                <th scope="col">{t('startList.nation')}</th>
              </tr>
            </thead>
            <tbody>
              {category.starters.map((starter) => (
                <tr key={starter.order}>
                  <td className="number start-bib">{starter.bib ?? '—'}</td>
                  {timed && <td className="start-time">{startTime(starter.startTime)}</td>}
                  {waves && <td className="number">{starter.wave}</td>}
                  <td className="start-name">
                    <StarterName starter={starter} />
                  </td>
                  <td className="number">{starter.birthYear}</td>
                  <td className="start-club">{starter.clubName}</td>
                  <td>{starter.nation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/** The downloads of the published start lists and the print button. */
export function StartListDownloads({ csv, xlsx, pdf }: { csv: string; xlsx: string; pdf: string }) {
  return (
    <p className="start-list-actions no-print">
      <button type="button" className="button-secondary" onClick={() => window.print()}>
        {t('startList.print')}
      </button>{' '}
      <a href={csv} download>
        {t('startList.csv')}
      </a>{' '}
      ·{' '}
      <a href={xlsx} download>
        {t('startList.xlsx')}
      </a>{' '}
      ·{' '}
      <a href={pdf} download>
        {t('startList.pdf')}
      </a>
    </p>
  );
}
