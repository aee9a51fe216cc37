// The cells a bank payment has in every list of them (the review list, a statement's rows):
// booked on, amount (with a foreign currency named), variable symbol, payer, what it meant and
// the order it belongs to.
import { Link } from '@tanstack/react-router';
import { formatDate, formatHalere } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { ReviewPaymentRow } from '../api/review-payments';

/** The columns of {@link PaymentCells}, for the table's header. */
export function paymentColumns() {
  return [
    t('payments.review.booked'),
    { label: t('payments.review.amount'), numeric: true },
    t('payments.review.symbol'),
    t('payments.review.payer'),
    t('payments.review.reason'),
    t('payments.review.order'),
  ];
}

/** A payment's amount as the lists write it: `300 Kč`, or `12,50 Kč (EUR)`. */
export function paymentAmount(payment: Pick<ReviewPaymentRow, 'amount' | 'currency'>): string {
  return payment.currency === 'CZK' ? formatHalere(payment.amount) : `${formatHalere(payment.amount)} (${payment.currency})`;
}

export function PaymentCells({ payment }: { payment: ReviewPaymentRow }) {
  return (
    <>
      <td>{formatDate(String(payment.bookedOn))}</td>
      <td className="number">{paymentAmount(payment)}</td>
      <td>{payment.variableSymbol ?? '—'}</td>
      <td>
        {payment.counterName ?? '—'}
        {payment.counterAccount && <div className="hint">{payment.counterAccount}</div>}
        {payment.message && <div className="hint">{payment.message}</div>}
      </td>
      <td>{payment.matchedLabel}</td>
      <td>
        {payment.orderUuid && payment.orderSymbol ? (
          <Link to="/evidence/objednavky-a-platby/$uuid" params={{ uuid: String(payment.orderUuid) }}>
            {tf('payments.review.orderOf', { symbol: payment.orderSymbol, club: payment.clubName ?? '', amount: formatHalere(payment.orderAmount ?? 0) })}
          </Link>
        ) : (
          '—'
        )}
      </td>
    </>
  );
}
