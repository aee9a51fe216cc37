// One file of the bulk upload as a table row: its name, what it holds, the races' days and
// places, the event it goes to (the server's choice, a select of the candidates, why it
// cannot go) and what happened to it.
import type { MatchResultFileMutation } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import {
  type BulkFileLike,
  candidateLabel,
  contentText,
  daysText,
  eventDaysText,
  fileStateText,
  fitText,
  matchState,
  placesText,
  sortedCandidates,
} from '../bulk-upload-format';

export type ResultFileMatch = MatchResultFileMutation['matchResultFile'];

export interface BulkFile extends BulkFileLike {
  key: number;
  file: File;
  match?: ResultFileMatch | undefined;
  /** The person asked to change the server's choice: the select is shown. */
  changing: boolean;
}

interface BulkFileRowProps {
  item: BulkFile;
  /** The upload runs: nothing may change. */
  locked: boolean;
  onChoose: (eventId: string) => void;
  onChange: () => void;
  onRemove: () => void;
}

export function BulkFileRow({ item, locked, onChoose, onChange, onRemove }: BulkFileRowProps) {
  const name = item.file.name;
  const match = item.match;
  const gone = item.upload?.status === 'started' || item.upload?.status === 'sending';
  const stateClass = item.upload?.status === 'failed' ? 'field-error' : item.upload?.status === 'started' ? 'bulk-state-started' : undefined;
  return (
    <tr>
      <td className="file-name">
        <strong>{name}</strong>
        {!gone && (
          <div>
            <button type="button" className="link-button" disabled={locked} aria-label={tf('results.bulk.removeOf', { name })} onClick={onRemove}>
              {t('results.bulk.remove')}
            </button>
          </div>
        )}
      </td>
      <td className="nowrap">{match && !match.error ? contentText(match) : ''}</td>
      <td>
        {match && !match.error && (
          <>
            <div>{daysText(match.dates)}</div>
            <div className="hint">{placesText(match.places)}</div>
          </>
        )}
      </td>
      <td className="bulk-event">
        <EventCell item={item} locked={locked || gone} onChoose={onChoose} onChange={onChange} />
      </td>
      <td className={stateClass}>{fileStateText(item)}</td>
    </tr>
  );
}

function EventCell({ item, locked, onChoose, onChange }: Omit<BulkFileRowProps, 'onRemove'>) {
  const name = item.file.name;
  if (item.readError !== undefined) return <p className="field-error">{tf('results.bulk.unusable', { error: item.readError })}</p>;
  const match = item.match;
  if (!match) return <span className="hint">{t('results.bulk.reading')}</span>;
  const state = matchState(match);
  if (state === 'unusable') return <p className="field-error">{tf('results.bulk.unusable', { error: match.error ?? '' })}</p>;
  if (state === 'noEvent') return <p className="field-error">{t('results.bulk.noEvent')}</p>;
  const candidates = sortedCandidates(match.candidates);
  const chosen = candidates.find((candidate) => String(candidate.racingEventId) === item.eventId);
  const sent = item.upload?.status === 'sending' || item.upload?.status === 'started';
  if (chosen && (sent || (state === 'chosen' && !item.changing))) {
    const byServer = state === 'chosen' && String(match.chosenEventId) === item.eventId;
    return (
      <div className="bulk-chosen">
        <strong>{chosen.name}</strong>
        <div className="hint">
          {chosen.place}, {eventDaysText(chosen.dateFrom, chosen.dateTo)}
          {byServer && ` · ${t('results.bulk.chosen')} (${fitText(chosen.score)})`}
        </div>
        {!sent && candidates.length > 1 && !locked && (
          <button type="button" className="link-button" aria-label={tf('results.bulk.changeOf', { name })} onClick={onChange}>
            {t('results.bulk.change')}
          </button>
        )}
      </div>
    );
  }
  const hintId = `bulk-choose-hint-${item.key}`;
  return (
    <>
      <select
        value={item.eventId}
        disabled={locked}
        aria-label={tf('results.bulk.chooseFor', { name })}
        aria-describedby={state === 'choose' && item.eventId === '' ? hintId : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{t('results.bulk.choose')}</option>
        {candidates.map((candidate) => (
          <option key={candidate.racingEventId} value={candidate.racingEventId}>
            {candidateLabel(candidate)}
          </option>
        ))}
      </select>
      {state === 'choose' && item.eventId === '' && (
        <p className="hint" id={hintId}>
          {t('results.bulk.chooseHint')}
        </p>
      )}
    </>
  );
}
