// The inquiries of a page as a table: member, kind, clubs, department, period, state, created
// and the asker's steps; a row opens its detail (history, reason) beneath it.
import { Fragment, useState } from 'react';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { TransferRow } from '../api/transfers';
import { formatPeriod, transferBadgeClass } from '../transfer-format';
import { TransferActions } from './transfer-actions';
import { TransferDetail } from './transfer-detail';

const COLUMNS = [
  t('transfers.col.member'),
  t('transfers.col.kind'),
  t('transfers.col.clubs'),
  t('transfers.col.department'),
  t('transfers.col.period'),
  t('transfers.col.state'),
  t('transfers.col.created'),
  t('transfers.col.actions'),
];

export function TransferList({ transfers }: { transfers: readonly TransferRow[] }) {
  const [open, setOpen] = useState<number>();
  return (
    <SimpleTable className="transfer-table" caption={t('transfers.list')} scroll columns={COLUMNS}>
      {transfers.map((transfer) => {
        const expanded = open === transfer.id;
        const detailId = `transfer-detail-${transfer.id}`;
        return (
          <Fragment key={transfer.id}>
            <tr className={expanded ? 'row-expanded' : undefined}>
              <th scope="row">
                {transfer.memberName}
                <div className="hint">{tf('transfers.registrationNumber', { number: transfer.registrationNumber })}</div>
              </th>
              <td>{transfer.kindLabel}</td>
              <td>
                {transfer.fromClubName}
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> do </span>
                {transfer.toClubName}
              </td>
              <td>{transfer.departmentName}</td>
              <td className="nowrap">{formatPeriod(String(transfer.validFrom), transfer.validTo ? String(transfer.validTo) : null, (from) => tf('transfers.periodFrom', { from }))}</td>
              <td>
                <span className={transferBadgeClass(transfer.state)}>{transfer.stateLabel}</span>
              </td>
              <td className="nowrap">{formatDate(String(transfer.createdAt))}</td>
              <td>
                <TransferActions transfer={transfer} />
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailId : undefined}
                  aria-label={`${expanded ? t('transfers.hideDetail') : t('transfers.showDetail')} – ${transfer.memberName}`}
                  onClick={() => setOpen(expanded ? undefined : transfer.id)}
                >
                  {expanded ? t('transfers.hideDetail') : t('transfers.showDetail')}
                </button>
              </td>
            </tr>
            {expanded && (
              <tr id={detailId} className="transfer-detail-row">
                <td colSpan={COLUMNS.length}>
                  <section aria-label={tf('transfers.detailOf', { name: transfer.memberName })}>
                    <TransferDetail transfer={transfer} />
                  </section>
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </SimpleTable>
  );
}
