// The organiser's start lists (`sprava-prihlasek`): per race how it starts (interval, mass
// start in waves, bibs only), then publishing its list. The rules: libs/domain start_list.rs.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import type { StartMode } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { usePublishStartList, useSaveStartList, useStartLists } from '../api/start-lists';
import { type RaceStartList, startDescription } from './start-lists';

const MODES: readonly StartMode[] = ['INTERVAL', 'MASS', 'BIBS_ONLY'];

/** "10:00" or "10:00:30" as the API's "10:00:00" / "10:00:30"; undefined when it is no time. */
export function parseStartTime(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds = '00'] = [Number(match[1]), match[2] ?? '00', match[3]];
  if (hours > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${minutes}:${seconds}`;
}

/** A whole number of the field, null for an empty one, undefined when it is not one. */
export function parseWhole(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The organiser's start lists; `inCalendar`: the event is published, so its public tab
 * (where the lists show) exists. */
export function StartListsCard({ eventId, inCalendar }: { eventId: number; inCalendar: boolean }) {
  const lists = useStartLists(eventId);
  if (!lists.data?.canManage || lists.data.races.length === 0) return null;
  return (
    <section className="card start-lists-card" aria-labelledby="start-lists-title">
      <h2 id="start-lists-title">{t('startList.manageTitle')}</h2>
      <p className="hint">{t('startList.manageHint')}</p>
      {lists.data.races.map((race) => (
        <RaceStartSettings key={`${race.raceId}:${race.mode}:${race.firstStart ?? ''}:${race.intervalSeconds ?? ''}:${race.waveSize ?? ''}`} eventId={eventId} race={race} />
      ))}
      {inCalendar && (
        <p>
          <Link to="/kalendar-a-vysledky/$id/startovni-listina" params={{ id: String(eventId) }}>
            {t('startList.show')}
          </Link>
        </p>
      )}
    </section>
  );
}

function RaceStartSettings({ eventId, race }: { eventId: number; race: RaceStartList }) {
  const save = useSaveStartList();
  const publish = usePublishStartList();
  const [mode, setMode] = useState<StartMode>(race.mode);
  const [firstStart, setFirstStart] = useState(race.firstStart ? race.firstStart.slice(0, 8) : '');
  const [interval, setIntervalText] = useState(race.intervalSeconds == null ? '' : String(race.intervalSeconds));
  const [waveSize, setWaveSize] = useState(race.waveSize == null ? '' : String(race.waveSize));
  const [problem, setProblem] = useState<string>();
  const prefix = `start-${race.raceId}`;
  const submit = async () => {
    setProblem(undefined);
    const time = firstStart.trim() === '' ? null : parseStartTime(firstStart);
    const seconds = parseWhole(interval);
    const size = parseWhole(waveSize);
    if (time === undefined) {
      setProblem(t('startList.timeInvalid'));
      return;
    }
    if (seconds === undefined || size === undefined) {
      setProblem(t('startList.numberInvalid'));
      return;
    }
    try {
      await save.mutateAsync({ racingEventId: eventId, raceId: race.raceId, mode, firstStart: time, intervalSeconds: seconds, waveSize: size });
      flashStore.add({ message: tf('startList.saved', { race: race.raceName }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  const toggle = async () => {
    setProblem(undefined);
    const published = !race.publishedAt;
    try {
      await publish.mutateAsync({ racingEventId: eventId, raceId: race.raceId, published });
      flashStore.add({ message: tf(published ? 'startList.publishedDone' : 'startList.unpublishedDone', { race: race.raceName }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  return (
    <div className="start-settings" role="group" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>
        {race.raceName}{' '}
        {race.publishedAt ? <span className="badge badge-approved">{t('startList.published')}</span> : <span className="badge">{t('startList.draft')}</span>}
      </h3>
      <p className="hint">
        {startDescription(race)}
        {race.withoutBib > 0 && <> · {tf('startList.withoutBib', { count: race.withoutBib })}</>}
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <form
        className="start-settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${prefix}-mode`}>{t('startList.mode')}</label>
          <select id={`${prefix}-mode`} value={mode} onChange={(e) => setMode(e.target.value as StartMode)}>
            {MODES.map((item) => (
              <option key={item} value={item}>
                {t(`startList.mode.${item}`)}
              </option>
            ))}
          </select>
        </div>
        {mode !== 'BIBS_ONLY' && (
          <div className="field">
            <label htmlFor={`${prefix}-first`}>{t('startList.firstStart')}</label>
            <input id={`${prefix}-first`} inputMode="numeric" placeholder="10:00" value={firstStart} onChange={(e) => setFirstStart(e.target.value)} />
          </div>
        )}
        {mode === 'MASS' && (
          <div className="field">
            <label htmlFor={`${prefix}-wave`}>{t('startList.waveSize')}</label>
            <input id={`${prefix}-wave`} inputMode="numeric" aria-describedby={`${prefix}-wave-hint`} value={waveSize} onChange={(e) => setWaveSize(e.target.value)} />
            <span id={`${prefix}-wave-hint`} className="hint">
              {t('startList.waveSizeHint')}
            </span>
          </div>
        )}
        {mode !== 'BIBS_ONLY' && (
          <div className="field">
            <label htmlFor={`${prefix}-interval`}>{mode === 'MASS' ? t('startList.waveGap') : t('startList.interval')}</label>
            <input id={`${prefix}-interval`} inputMode="numeric" value={interval} onChange={(e) => setIntervalText(e.target.value)} />
          </div>
        )}
        <button type="submit" className="button-secondary" disabled={save.isPending}>
          {t('startList.save')}
        </button>
        <button type="button" className="button" disabled={publish.isPending} onClick={() => void toggle()}>
          {race.publishedAt ? t('startList.unpublish') : t('startList.publish')}
        </button>
      </form>
    </div>
  );
}
