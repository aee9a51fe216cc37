// The public pages of an order, for whoever has its link (the club's treasurer, a bank clerk):
// /detail-objednavky/{uuid} with the payment instructions and QR Platba while it can be paid,
// and /detail-objednavky/{uuid}/potvrzeni, the printable confirmation once it is paid. Names
// only: no birth dates, no registration numbers.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { PublicOrderQuery } from '../../../gql/graphql';
import { formatDate, formatHalere, formatNumber, formatOptionalDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicOrder } from '../api/public-order';
import { PaymentInstructions } from '../components/payment-instructions';
import { stateBadgeClass } from '../payments-format';

type PublicOrder = PublicOrderQuery['publicOrder'];

/** The order of the page, or what to show instead (loading, not found, an error). */
function usePublicOrderOrFailure(uuid: string): { order: PublicOrder | undefined; failure: ReactNode } {
  const order = usePublicOrder(uuid);
  if (order.isPending) return { order: undefined, failure: <p>{t('payments.loading')}</p> };
  if (order.isError) {
    const code = order.error instanceof GraphQLRequestError ? order.error.code : undefined;
    const missing = code === 'NOT_FOUND' || code === 'VALIDATION';
    return { order: undefined, failure: <Alert variant={missing ? 'info' : 'danger'}>{missing ? t('payments.notFound') : order.error.message}</Alert> };
  }
  return { order: order.data, failure: null };
}

export function PublicOrderPage({ uuid }: { uuid: string }) {
  const { order, failure } = usePublicOrderOrFailure(uuid);
  usePageTitle(order ? tf('payments.public.title', { symbol: order.variableSymbol }) : undefined);
  if (!order) return <section>{failure}</section>;
  return (
    <section className="public-order">
      <h1>
        {tf('payments.public.title', { symbol: order.variableSymbol })} <span className={stateBadgeClass(order.state)}>{order.stateLabel}</span>
      </h1>
      <FactList
        facts={[
          [t('payments.order.club'), order.clubName],
          [t('payments.order.season'), order.seasonName],
          [t('payments.order.amount'), formatHalere(order.amount)],
          [t('payments.order.memberCount'), formatNumber(order.memberCount)],
          [t('payments.order.createdAt'), formatDate(String(order.createdAt))],
          [t('payments.order.paidOn'), formatOptionalDate(order.paidOn)],
        ]}
      />
      {order.instructions && <PaymentInstructions instructions={order.instructions} pdfUrl={order.instructionsPdfUrl} />}
      {order.state === 'PAID' && (
        <Alert variant="success">
          {tf('payments.order.paidNotice', { date: order.paidOn ? ` ${formatDate(String(order.paidOn))}` : '' })}{' '}
          <Link to="/detail-objednavky/$uuid/potvrzeni" params={{ uuid }}>
            {t('payments.public.toConfirmation')}
          </Link>
        </Alert>
      )}
      {order.state === 'CANCELED' && <Alert variant="info">{t('payments.order.canceledNotice')}</Alert>}
      <h2>{t('payments.public.members')}</h2>
      <PublicMembers order={order} />
    </section>
  );
}

export function PublicOrderConfirmationPage({ uuid }: { uuid: string }) {
  const { order, failure } = usePublicOrderOrFailure(uuid);
  usePageTitle(order ? t('payments.public.confirmationTitle') : undefined);
  if (!order) return <section>{failure}</section>;
  return (
    <section className="public-order confirmation">
      <div className="page-heading no-print">
        <Link to="/detail-objednavky/$uuid" params={{ uuid }} className="back-link">
          {t('payments.public.toOrder')}
        </Link>
        {order.state === 'PAID' && (
          <div className="actions">
            {order.confirmationPdfUrl && (
              <a className="button-secondary" href={order.confirmationPdfUrl} download>
                {t('payments.order.confirmationPdf')}
              </a>
            )}
            <button type="button" className="button" onClick={() => window.print()}>
              {t('payments.public.print')}
            </button>
          </div>
        )}
      </div>
      <h1>{t('payments.public.confirmationTitle')}</h1>
      {order.state !== 'PAID' ? (
        <Alert variant="info">{t('payments.public.notPaid')}</Alert>
      ) : (
        <>
          <p>{tf('payments.public.confirmationText', { club: order.clubName, season: order.seasonName })}</p>
          <FactList
            facts={[
              [t('payments.instructions.variableSymbol'), order.variableSymbol],
              [t('payments.order.paidOn'), formatOptionalDate(order.paidOn)],
              [t('payments.public.total'), formatHalere(order.amount)],
            ]}
          />
          <PublicMembers order={order} />
        </>
      )}
    </section>
  );
}

function PublicMembers({ order }: { order: PublicOrder }) {
  return (
    <SimpleTable
      caption={t('payments.public.members')}
      columns={[t('payments.form.name'), t('payments.form.feeKind'), { label: t('payments.form.fee'), numeric: true }]}
      footer={
        <tr>
          <th scope="row" colSpan={2}>
            {t('payments.order.total')}
          </th>
          <td className="number">{formatHalere(order.amount)}</td>
        </tr>
      }
    >
      {order.members.map((member, index) => (
        <tr key={index} className={member.refunded ? 'row-muted' : undefined}>
          <th scope="row">
            {member.lastName} {member.firstName}
          </th>
          <td>{member.refunded ? `${member.feeLabel} (${t('payments.order.refunded')})` : member.feeLabel}</td>
          <td className="number">{formatHalere(member.amount)}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}
