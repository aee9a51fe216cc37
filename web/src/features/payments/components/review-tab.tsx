// Tab k-vyreseni (Admin): the bank payments that paid no order by themselves — less or more
// than the order, an unknown variable symbol, an order paid or cancelled before. Admin
// assigns one to an order or dismisses it, each with a note.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { Alert } from '../../../components/ui/alert';
import { Filters } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { ReviewState } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { getOrdersQueryOptions } from '../api/orders';
import { REVIEW_PER_PAGE, type ReviewPaymentRow, useResolvePayment, useReviewPayments } from '../api/review-payments';
import { NoteForm } from './note-form';
import { PaymentCells, paymentAmount, paymentColumns } from './payment-cells';

const REVIEW_STATES = ['OPEN', 'ASSIGNED', 'DISMISSED'] as const satisfies readonly ReviewState[];

export function ReviewTab() {
  const [review, setReview] = useState<ReviewState>('OPEN');
  const [page, setPage] = useState(1);
  const payments = useReviewPayments(review, page);
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title" className="visually-hidden">
        {t('payments.tab.review')}
      </h2>
      <p className="hint">{t('payments.review.intro')}</p>
      <Filters label={t('payments.review.filters')}>
        <label>
          {t('payments.review.show')}
          <select
            value={review}
            onChange={(event) => {
              setReview(event.target.value as ReviewState);
              setPage(1);
            }}
          >
            {REVIEW_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`payments.review.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {payments.isPending && <p>{t('payments.loading')}</p>}
      {payments.isError && <Alert variant="danger">{payments.error.message}</Alert>}
      {payments.data?.nodes.length === 0 && <p className="hint">{t('payments.review.empty')}</p>}
      {payments.data && payments.data.nodes.length > 0 && (
        <>
          <SimpleTable
            caption={t('payments.review.caption')}
            scroll
            columns={[
              ...paymentColumns(),
              t('payments.review.decision'),
            ]}
          >
            {payments.data.nodes.map((payment) => (
              <ReviewRow key={payment.id} payment={payment} />
            ))}
          </SimpleTable>
          <PagerNav page={page} perPage={REVIEW_PER_PAGE} totalCount={payments.data.totalCount} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

function ReviewRow({ payment }: { payment: ReviewPaymentRow }) {
  const amount = paymentAmount(payment);
  return (
    <tr>
      <PaymentCells payment={payment} />
      <td>
        {payment.review === 'OPEN' ? (
          <div className="actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() => modalStore.open({ title: tf('payments.review.assignTitle', { amount }), content: <AssignForm payment={payment} /> })}
            >
              {t('payments.review.assign')}
            </button>
            <button
              type="button"
              className="button-danger"
              onClick={() => modalStore.open({ title: tf('payments.review.dismissTitle', { amount }), content: <DismissForm payment={payment} /> })}
            >
              {t('payments.review.dismiss')}
            </button>
          </div>
        ) : (
          <>
            {payment.reviewedByName ? tf('payments.review.decidedBy', { label: payment.reviewLabel, name: payment.reviewedByName }) : payment.reviewLabel}
            {payment.reviewNote && <div className="hint">{payment.reviewNote}</div>}
          </>
        )}
      </td>
    </tr>
  );
}

/** Assigns the payment to an order found by its variable symbol (the payment's own by default). */
function AssignForm({ payment }: { payment: ReviewPaymentRow }) {
  const resolve = useResolvePayment();
  const client = useQueryClient();
  const [symbol, setSymbol] = useState(payment.orderSymbol ?? payment.variableSymbol ?? '');
  return (
    <NoteForm
      text={t('payments.review.assignText')}
      submitLabel={t('payments.review.assign')}
      onSubmit={async (note) => {
        const wanted = symbol.trim();
        const orderUuid =
          payment.orderUuid && wanted === payment.orderSymbol
            ? payment.orderUuid
            : (await client.fetchQuery(getOrdersQueryOptions({ page: 1, perPage: 5, sort: [], filter: { search: wanted } }))).nodes.find(
                (order) => order.variableSymbol === wanted,
              )?.uuid;
        if (!orderUuid) throw new Error(t('payments.review.orderNotFound'));
        return resolve.mutateAsync({ bankTransactionId: payment.id, decision: 'ASSIGN', orderUuid, note });
      }}
      onDone={() => flashStore.add({ message: t('payments.review.assignDone') })}
    >
      <div className="field">
        <label htmlFor="assign-symbol">{t('payments.review.orderSymbol')}</label>
        <input id="assign-symbol" inputMode="numeric" value={symbol} onChange={(event) => setSymbol(event.target.value)} />
      </div>
    </NoteForm>
  );
}

function DismissForm({ payment }: { payment: ReviewPaymentRow }) {
  const resolve = useResolvePayment();
  return (
    <NoteForm
      text={t('payments.review.dismissText')}
      submitLabel={t('payments.review.dismiss')}
      danger
      onSubmit={(note) => resolve.mutateAsync({ bankTransactionId: payment.id, decision: 'DISMISS', note })}
      onDone={() => flashStore.add({ message: t('payments.review.dismissDone') })}
    />
  );
}
