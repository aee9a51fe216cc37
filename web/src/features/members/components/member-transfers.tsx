// The transfers and hostings of a member under its club history: kind, clubs, department,
// period and state (with a rejection's reason). Shown to those who may list inquiries; the
// server answers each asker with the inquiries of its scope.
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatDateRange } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useZoneActions } from '../../auth';
import { useMemberTransfers } from '../api/member-transfers';

export function MemberTransfers({ memberId }: { memberId: number }) {
  const allowed = useZoneActions()?.canListTransfers ?? false;
  const transfers = useMemberTransfers(memberId, allowed);
  if (!allowed) return null;
  return (
    <section className="member-transfers" aria-labelledby="member-transfers-title">
      <h2 id="member-transfers-title">{t('members.transfers.title')}</h2>
      {transfers.isPending && <p>{t('members.loading')}</p>}
      {transfers.isError && <Alert variant="danger">{transfers.error.message}</Alert>}
      {transfers.data?.length === 0 && <p>{t('members.transfers.none')}</p>}
      {transfers.data && transfers.data.length > 0 && (
        <SimpleTable
          className="card"
          caption={t('members.transfers.title')}
          scroll
          columns={[t('members.transfers.kind'), t('members.transfers.clubs'), t('members.transfers.department'), t('members.transfers.period'), t('members.transfers.state')]}
        >
          {transfers.data.map((transfer) => (
            <tr key={transfer.id}>
              <td>{transfer.kindLabel}</td>
              <td>
                {transfer.fromClubName}
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> do </span>
                {transfer.toClubName}
              </td>
              <td>{transfer.departmentName}</td>
              <td className="nowrap">
                {transfer.validTo
                  ? formatDateRange(String(transfer.validFrom), String(transfer.validTo))
                  : tf('members.transfers.from', { from: formatDate(String(transfer.validFrom)) })}
              </td>
              <td>
                {transfer.stateLabel}
                {transfer.reason && <div className="hint">{tf('members.transfers.reason', { reason: transfer.reason })}</div>}
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
