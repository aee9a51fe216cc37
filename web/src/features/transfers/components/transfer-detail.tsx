// An inquiry's detail under its row: the request's note, the rejection's reason, the Athlete
// roles a completed transfer ended, and the history of its steps.
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { TransferRow } from '../api/transfers';

export function TransferDetail({ transfer }: { transfer: TransferRow }) {
  return (
    <div className="transfer-detail">
      {transfer.reason && (
        <Alert variant="danger">
          <strong>{t('transfers.detail.reason')}:</strong> {transfer.reason}
        </Alert>
      )}
      {transfer.note && (
        <p>
          <strong>{t('transfers.detail.note')}:</strong> {transfer.note}
        </p>
      )}
      {transfer.endedDepartmentNames.length > 0 && <p className="hint">{tf('transfers.detail.ended', { departments: transfer.endedDepartmentNames.join(', ') })}</p>}
      <h3>{t('transfers.history')}</h3>
      <SimpleTable caption={t('transfers.history')} scroll columns={[t('transfers.history.when'), t('transfers.history.state'), t('transfers.history.who'), t('transfers.history.note')]}>
        {transfer.history.map((step, index) => (
          <tr key={index}>
            <td>{`${formatDate(String(step.at))} ${formatTime(String(step.at))}`}</td>
            <td>{step.stateLabel}</td>
            <td>{step.actorName ?? t('transfers.history.system')}</td>
            <td>{step.note || '—'}</td>
          </tr>
        ))}
      </SimpleTable>
    </div>
  );
}
