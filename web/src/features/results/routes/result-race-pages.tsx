// /evidence/zavody/{id}/vysledky/{resultRaceId}/{vysledky|informace-o-zavode}: a result race
// as everybody who reads the event sees it; and
// /evidence/zavody/{id}/tvorba-vysledku/{resultRaceId}/{vysledkova-listina|informace-o-zavode}:
// the same race for its managers and timekeeper, every row with its pairing, and the status.
import { Link } from '@tanstack/react-router';
import { Restricted } from '../../auth';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { PairingCell } from '../components/pairing-cell';
import { RaceInformation } from '../components/race-information';
import { RaceStatusBadge } from '../components/race-status-badge';
import { type ResultRaceDetail, ResultListTable } from '../components/result-list-table';
import { BackToEventResults, BackToWork, ResultRaceHeader } from '../components/result-race-header';
import { StatusButtons } from '../components/status-buttons';
import { WithResultRace } from '../components/with-result-race';
import { suggestionCountText } from '../results-format';

export type ResultRaceTab = 'vysledky' | 'informace-o-zavode';
export type WorkRaceTab = 'vysledkova-listina' | 'informace-o-zavode';

const READ_TABS: readonly ResultRaceTab[] = ['vysledky', 'informace-o-zavode'];
const WORK_TABS: readonly WorkRaceTab[] = ['vysledkova-listina', 'informace-o-zavode'];

interface RacePageProps<Tab> {
  eventId: number;
  resultRaceId: number;
  tab: Tab;
}

export function ResultRacePage({ eventId, resultRaceId, tab }: RacePageProps<ResultRaceTab>) {
  return (
    <WithResultRace eventId={eventId} resultRaceId={resultRaceId}>
      {(detail) => <ResultRaceRead detail={detail} tab={tab} />}
    </WithResultRace>
  );
}

function ResultRaceRead({ detail, tab }: { detail: ResultRaceDetail; tab: ResultRaceTab }) {
  const race = detail.race;
  const ids = { id: String(race.racingEventId), resultRaceId: String(race.id) };
  usePageTitle(`${race.name} – ${detail.eventName}`);
  return (
    <section className="result-race-page">
      <ResultRaceHeader
        detail={detail}
        back={<BackToEventResults eventId={race.racingEventId} />}
        actions={
          detail.actions.canSeeWork ? (
            <Link to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab" params={{ ...ids, activeTab: 'vysledkova-listina' }} className="button-secondary">
              {t('results.openWork')}
            </Link>
          ) : undefined
        }
        tabs={READ_TABS.map((value) => (
          <Link
            key={value}
            to="/evidence/zavody/$id/vysledky/$resultRaceId/$activeTab"
            params={{ ...ids, activeTab: value }}
            aria-current={value === tab ? 'page' : undefined}
          >
            {t(`results.tab.${value}`)}
          </Link>
        ))}
      />
      {tab === 'vysledky' && (
        <section className="card result-list" aria-label={t('results.tab.vysledky')}>
          <ResultListTable race={race} rows={detail.rows} />
        </section>
      )}
      {tab === 'informace-o-zavode' && <RaceInformation detail={detail} work={false} />}
    </section>
  );
}

export function WorkRacePage({ eventId, resultRaceId, tab }: RacePageProps<WorkRaceTab>) {
  return (
    <WithResultRace eventId={eventId} resultRaceId={resultRaceId}>
      {(detail) => (detail.actions.canSeeWork ? <WorkRace detail={detail} tab={tab} /> : <Restricted reason="forbidden" />)}
    </WithResultRace>
  );
}

function WorkRace({ detail, tab }: { detail: ResultRaceDetail; tab: WorkRaceTab }) {
  const race = detail.race;
  const ids = { id: String(race.racingEventId), resultRaceId: String(race.id) };
  const canManage = detail.actions.canManage;
  usePageTitle(`${race.name} – ${t('results.work.title')}`);
  return (
    <section className="result-race-page">
      <ResultRaceHeader
        detail={detail}
        back={<BackToWork eventId={race.racingEventId} />}
        actions={
          canManage && race.suggestionCount > 0 ? (
            <Link to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani" params={ids} className="button-secondary">
              {t('results.suggestions.title')} ({suggestionCountText(race.suggestionCount)})
            </Link>
          ) : undefined
        }
        tabs={WORK_TABS.map((value) => (
          <Link
            key={value}
            to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab"
            params={{ ...ids, activeTab: value }}
            aria-current={value === tab ? 'page' : undefined}
          >
            {t(`results.tab.${value}`)}
          </Link>
        ))}
      />
      <section className="card result-status-card" aria-labelledby="result-status-title">
        <h2 id="result-status-title" className="visually-hidden">
          {t('results.info.status')}
        </h2>
        <div className="actions">
          <span>
            {t('results.info.status')}: <RaceStatusBadge status={race.status} label={race.statusLabel} />
          </span>
          {canManage ? <StatusButtons race={race} nextStatuses={detail.nextStatuses} /> : <span className="hint">{t('results.work.readOnly')}</span>}
        </div>
      </section>
      {tab === 'vysledkova-listina' && (
        <section className="card result-list" aria-label={t('results.tab.vysledkova-listina')}>
          <ResultListTable
            race={race}
            rows={detail.rows}
            pairingCell={(row) => <PairingCell row={row} eventId={race.racingEventId} resultRaceId={race.id} canManage={canManage} />}
          />
        </section>
      )}
      {tab === 'informace-o-zavode' && <RaceInformation detail={detail} work />}
    </section>
  );
}
