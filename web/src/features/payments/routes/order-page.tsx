// /evidence/objednavky-a-platby/{uuid}: an order with its members and fees, the payment
// instructions with the QR Platba code while it can be paid, its history and bank payments,
// and what the asker may do (the payer: sent, cancel; Admin: failed, paid by hand, refunds).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { type ConfirmOptions, confirm } from '../../../components/ui/confirm';
import { FactList } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import { pragueToday } from '../../../lib/evidence-season';
import { formatDate, formatHalere, formatNumber, formatOptionalDate, formatTime } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useChangeOrder } from '../api/change-order';
import { type OrderDetail, useOrder } from '../api/order';
import { useRefundFee } from '../api/refund-fee';
import { NoteForm, failureMessage } from '../components/note-form';
import { PaymentInstructions } from '../components/payment-instructions';
import { stateBadgeClass } from '../payments-format';

export function OrderPage({ uuid }: { uuid: string }) {
  const order = useOrder(uuid);
  usePageTitle(order.data ? tf('payments.order.title', { symbol: order.data.variableSymbol }) : t('payments.title'));
  if (order.isPending) return <p>{t('payments.loading')}</p>;
  if (order.isError) {
    const code = order.error instanceof GraphQLRequestError ? order.error.code : undefined;
    return <Alert variant={code === 'NOT_FOUND' || code === 'VALIDATION' ? 'info' : 'danger'}>{code === 'NOT_FOUND' || code === 'VALIDATION' ? t('payments.notFound') : order.error.message}</Alert>;
  }
  const data = order.data;
  return (
    <section className="order-detail">
      <Link to="/evidence/objednavky-a-platby" search={{ tab: undefined }} className="back-link">
        {t('payments.form.back')}
      </Link>
      <div className="page-heading">
        <h1>
          {tf('payments.order.title', { symbol: data.variableSymbol })} <span className={stateBadgeClass(data.state)}>{data.stateLabel}</span>
        </h1>
        <OrderActions order={data} />
      </div>
      <div className="order-layout">
        <section className="card" aria-labelledby="order-facts-title">
          <h2 id="order-facts-title">{t('payments.order.facts')}</h2>
          <FactList
            facts={[
              [t('payments.order.club'), `${data.clubName} (${data.clubCode})`],
              [t('payments.order.season'), data.seasonName],
              [t('payments.order.amount'), formatHalere(data.amount)],
              [t('payments.order.memberCount'), formatNumber(data.memberCount)],
              [t('payments.order.createdAt'), `${formatDate(String(data.createdAt))} ${formatTime(String(data.createdAt))}`],
              [t('payments.order.createdBy'), data.createdByName ?? '—'],
              [t('payments.order.paidOn'), formatOptionalDate(data.paidOn)],
            ]}
          />
          <p className="order-links">
            <a href={data.publicPath}>{t('payments.order.publicPage')}</a>
            {data.state === 'PAID' && (
              <>
                {' · '}
                <a href={`${data.publicPath}/potvrzeni`}>{t('payments.order.confirmation')}</a>
              </>
            )}
            {data.confirmationPdfUrl && (
              <>
                {' · '}
                <a href={data.confirmationPdfUrl} download>
                  {t('payments.order.confirmationPdf')}
                </a>
              </>
            )}
          </p>
        </section>
        {data.instructions ? (
          <PaymentInstructions instructions={data.instructions} pdfUrl={data.instructionsPdfUrl} />
        ) : (
          <Alert variant={data.state === 'PAID' ? 'success' : 'info'}>
            {data.state === 'PAID'
              ? tf('payments.order.paidNotice', { date: data.paidOn ? ` ${formatDate(String(data.paidOn))}` : '' })
              : t('payments.order.canceledNotice')}
          </Alert>
        )}
      </div>
      <OrderMembers order={data} />
      <OrderHistory order={data} />
      {data.bankPayments.length > 0 && <OrderBankPayments order={data} />}
    </section>
  );
}

function OrderActions({ order }: { order: OrderDetail }) {
  const change = useChangeOrder();
  const { actions, variableSymbol: symbol, uuid } = order;
  return (
    <div className="actions">
      {actions.canMarkSent && (
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            void confirmed(
              { title: t('payments.order.markSentTitle'), message: t('payments.order.markSentText'), acceptLabel: t('payments.order.markSent') },
              () => change.mutateAsync({ uuid, change: 'MARK_PAYMENT_STARTED' }),
              t('payments.order.markSentDone'),
            )
          }
        >
          {t('payments.order.markSent')}
        </button>
      )}
      {actions.canMarkPaid && (
        <button
          type="button"
          className="button"
          onClick={() => modalStore.open({ title: tf('payments.order.markPaidTitle', { symbol }), content: <MarkPaidForm uuid={uuid} /> })}
        >
          {t('payments.order.markPaid')}
        </button>
      )}
      {actions.canMarkFailed && (
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            modalStore.open({
              title: tf('payments.order.markFailedTitle', { symbol }),
              content: (
                <NoteForm
                  text={t('payments.order.markFailedText')}
                  submitLabel={t('payments.order.markFailed')}
                  onSubmit={(note) => change.mutateAsync({ uuid, change: 'MARK_PAYMENT_FAILED', note })}
                  onDone={() => flashStore.add({ message: t('payments.order.markFailedDone') })}
                />
              ),
            })
          }
        >
          {t('payments.order.markFailed')}
        </button>
      )}
      {actions.canCancel && (
        <button
          type="button"
          className="button-danger"
          onClick={() =>
            void confirmed(
              { title: tf('payments.order.cancelTitle', { symbol }), message: t('payments.order.cancelText'), variant: 'danger', acceptLabel: t('payments.order.cancel') },
              () => change.mutateAsync({ uuid, change: 'CANCEL' }),
              t('payments.order.cancelDone'),
            )
          }
        >
          {t('payments.order.cancel')}
        </button>
      )}
    </div>
  );
}

/** Asks `question`; when accepted, runs `change` and says `done` (or why it failed). */
async function confirmed(question: ConfirmOptions, change: () => Promise<unknown>, done: string): Promise<void> {
  if (!(await confirm(question))) return;
  try {
    await change();
    flashStore.add({ message: done });
  } catch (failure) {
    flashStore.add({ message: failureMessage(failure), variant: 'danger', autoDismiss: false });
  }
}

/** Admin marks the order paid by hand: the day and a required note. */
function MarkPaidForm({ uuid }: { uuid: string }) {
  const change = useChangeOrder();
  const [paidOn, setPaidOn] = useState(pragueToday());
  return (
    <NoteForm
      text={t('payments.order.markPaidText')}
      submitLabel={t('payments.order.markPaid')}
      onSubmit={(note) => change.mutateAsync({ uuid, change: 'PAY_BY_HAND', note, paidOn: paidOn || null })}
      onDone={() => flashStore.add({ message: t('payments.order.markPaidDone') })}
    >
      <div className="field">
        <label htmlFor="paid-on">{t('payments.order.paidOnLabel')}</label>
        <input id="paid-on" type="date" value={paidOn} max={pragueToday()} onChange={(event) => setPaidOn(event.target.value)} />
      </div>
    </NoteForm>
  );
}

function OrderMembers({ order }: { order: OrderDetail }) {
  const refund = useRefundFee();
  const canRefund = order.members.some((member) => member.canRefund);
  return (
    <section className="card" aria-labelledby="order-members-title">
      <h2 id="order-members-title">{t('payments.order.members')}</h2>
      <SimpleTable
        caption={t('payments.order.membersCaption')}
        scroll
        columns={[
          t('payments.form.name'),
          t('payments.form.registrationNumber'),
          t('payments.form.feeKind'),
          { label: t('payments.form.fee'), numeric: true },
          canRefund || order.members.some((member) => member.refunded) ? {} : false,
        ]}
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              {t('payments.order.total')}
            </th>
            <td className="number">{formatHalere(order.amount)}</td>
            {(canRefund || order.members.some((member) => member.refunded)) && <td />}
          </tr>
        }
      >
        {order.members.map((member) => {
          const name = `${member.lastName} ${member.firstName}`;
          return (
            <tr key={member.memberId} className={member.refunded ? 'row-muted' : undefined}>
              <th scope="row">
                <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(member.memberId), activeTab: 'informace-o-clenovi' }}>
                  {name}
                </Link>
              </th>
              <td>{String(member.registrationNumber)}</td>
              <td>{member.feeLabel}</td>
              <td className="number">{formatHalere(member.amount)}</td>
              {(canRefund || order.members.some((row) => row.refunded)) && (
                <td>
                  {member.refunded && (member.refundNote ? tf('payments.order.refundedNote', { note: member.refundNote }) : t('payments.order.refunded'))}
                  {member.canRefund && !member.refunded && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        modalStore.open({
                          title: tf('payments.order.refundTitle', { name }),
                          content: (
                            <NoteForm
                              text={t('payments.order.refundText')}
                              submitLabel={t('payments.order.refund')}
                              danger
                              onSubmit={(note) => refund.mutateAsync({ uuid: order.uuid, memberId: member.memberId, note })}
                              onDone={() => flashStore.add({ message: t('payments.order.refundDone') })}
                            />
                          ),
                        })
                      }
                    >
                      {t('payments.order.refund')}
                    </button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </SimpleTable>
    </section>
  );
}

function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <section className="card" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('payments.order.history')}</h2>
      <SimpleTable
        caption={t('payments.order.historyCaption')}
        scroll
        columns={[t('payments.order.historyWhen'), t('payments.order.historyWhat'), t('payments.order.historyState'), t('payments.order.historyWho'), t('payments.order.historyNote')]}
      >
        {order.history.map((step, index) => (
          <tr key={index}>
            <td>{`${formatDate(String(step.at))} ${formatTime(String(step.at))}`}</td>
            <td>{step.actionLabel}</td>
            <td>{step.toStateLabel}</td>
            <td>{step.byName ?? t('payments.order.bankImport')}</td>
            <td>{step.note ?? '—'}</td>
          </tr>
        ))}
      </SimpleTable>
    </section>
  );
}

function OrderBankPayments({ order }: { order: OrderDetail }) {
  return (
    <section className="card" aria-labelledby="order-bank-title">
      <h2 id="order-bank-title">{t('payments.order.bankPayments')}</h2>
      <SimpleTable
        caption={t('payments.order.bankPaymentsCaption')}
        scroll
        columns={[t('payments.order.booked'), { label: t('payments.orders.amount'), numeric: true }, t('payments.order.payer'), t('payments.order.match'), t('payments.order.review')]}
      >
        {order.bankPayments.map((payment) => (
          <tr key={payment.bankTransactionId}>
            <td>{formatDate(String(payment.bookedOn))}</td>
            <td className="number">{formatHalere(payment.amount)}</td>
            <td>{payment.counterName ?? '—'}</td>
            <td>{payment.matchedLabel}</td>
            <td>
              {payment.review === 'NONE' ? '—' : payment.reviewLabel}
              {payment.reviewNote && <div className="hint">{payment.reviewNote}</div>}
            </td>
          </tr>
        ))}
      </SimpleTable>
    </section>
  );
}
