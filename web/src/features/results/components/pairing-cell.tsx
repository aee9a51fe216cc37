// A row's pairing in the work view: the member it is paired to (with how: FIS code,
// automatically, by hand; linked to the record and with the button taking the pair back for
// the event's managers), or its open suggestions; the managers pair an unpaired row by hand
// through a member search.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { t, tf } from '../../../lib/i18n';
import { useUnpairResultRow } from '../api/pairing-decisions';
import { pairingLabel, suggestionCountText } from '../results-format';
import { openManualPairing } from './manual-pairing';
import type { ResultRowOfRace } from './result-list-table';

interface PairingCellProps {
  row: ResultRowOfRace;
  eventId: number;
  resultRaceId: number;
  canManage: boolean;
}

export function PairingCell({ row, eventId, resultRaceId, canManage }: PairingCellProps) {
  const unpair = useUnpairResultRow();
  const [problem, setProblem] = useState<string>();
  const rowName = `${row.lastName} ${row.firstName}`.trim();
  if (row.memberId != null) {
    const how = pairingLabel(row.pairing);
    const onUnpair = async () => {
      const accepted = await confirm({
        title: t('results.pairing.unpairTitle'),
        message: tf('results.pairing.unpairQuestion', { row: rowName, member: row.memberName ?? String(row.memberId) }),
        acceptLabel: t('results.pairing.unpair'),
        variant: 'danger',
      });
      if (!accepted) return;
      setProblem(undefined);
      try {
        await unpair.mutateAsync({ resultRaceId, ordinal: row.ordinal });
        flashStore.add({ message: tf('results.pairing.unpairDone', { row: rowName }) });
      } catch (error) {
        setProblem(error instanceof Error ? error.message : t('ui.error'));
      }
    };
    return (
      <div className="pairing">
        {canManage ? (
          <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(row.memberId), activeTab: 'informace-o-clenovi' }}>
            {row.memberName ?? row.memberId}
          </Link>
        ) : (
          <span>{row.memberName ?? row.memberId}</span>
        )}
        {how && (
          <span className={row.pairing === 'MANUAL' ? 'badge badge-results' : 'badge'} title={tf('results.pairing.how', { how })}>
            {how}
          </span>
        )}
        {canManage && (
          <button
            type="button"
            className="link-button"
            disabled={unpair.isPending}
            aria-label={tf('results.pairing.unpairOf', { name: rowName })}
            onClick={() => void onUnpair()}
          >
            {t('results.pairing.unpair')}
          </button>
        )}
        {problem && <span className="field-error">{problem}</span>}
      </div>
    );
  }
  const waiting =
    row.suggestionCount > 0 ? (
      canManage ? (
        <Link
          to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani"
          params={{ id: String(eventId), resultRaceId: String(resultRaceId) }}
          className="badge badge-warning"
        >
          {suggestionCountText(row.suggestionCount)}
        </Link>
      ) : (
        <span className="badge badge-warning">{suggestionCountText(row.suggestionCount)}</span>
      )
    ) : (
      <span className="hint">{t('results.pairing.unpaired')}</span>
    );
  if (!canManage) return waiting;
  return (
    <div className="pairing">
      {waiting}
      <button
        type="button"
        className="link-button"
        aria-label={tf('results.manual.openFor', { name: rowName })}
        onClick={() => openManualPairing({ row, resultRaceId })}
      >
        {t('results.manual.open')}
      </button>
    </div>
  );
}
