// /evidence/objednavky-a-platby[?tab=…]: the orders of the asker's scope, and by permission the
// review list of bank payments (Admin), the bank statements (Admin, staff with PAYMENTS), the
// fee schedule and the paid summary. The answer of the orders grid says what the asker may do.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Restricted } from '../../auth';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useOrders } from '../api/orders';
import { FeeScheduleTab } from '../components/fee-schedule-tab';
import { OrdersTab } from '../components/orders-tab';
import { PaidSummaryTab } from '../components/paid-summary-tab';
import { ReviewTab } from '../components/review-tab';
import { StatementsTab } from '../components/statements-tab';
import { type OrdersTab as Tab, visibleTabs } from '../order-tabs';
import { FIRST_ORDERS_PAGE } from '../payments-format';

const TAB_LABELS = {
  objednavky: t('payments.tab.orders'),
  'k-vyreseni': t('payments.tab.review'),
  vypisy: t('payments.tab.statements'),
  sazebnik: t('payments.tab.fees'),
  prehled: t('payments.tab.summary'),
} as const satisfies Record<Tab, string>;

export function OrdersPage({ tab }: { tab: Tab }) {
  usePageTitle(t('payments.title'));
  const powers = useOrders(FIRST_ORDERS_PAGE);
  if (powers.isPending) return <p>{t('payments.loading')}</p>;
  if (powers.isError) {
    if (powers.error instanceof GraphQLRequestError && powers.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{powers.error.message}</Alert>;
  }
  const tabs = visibleTabs(powers.data);
  const shown = tabs.includes(tab) ? tab : 'objednavky';
  return (
    <section>
      <div className="page-heading">
        <h1>{t('payments.title')}</h1>
        <div className="actions">
          <Link to="/evidence/objednavky-a-platby/platba-za-cleny" className="button">
            {t('payments.newOrder')}
          </Link>
        </div>
      </div>
      <nav className="tabs" aria-label={t('payments.sections')}>
        {tabs.map((value) => (
          <Link
            key={value}
            to="/evidence/objednavky-a-platby"
            search={{ tab: value === 'objednavky' ? undefined : value }}
            // The router would call the tab-less link active on every tab (its search is a subset).
            activeOptions={{ exact: true }}
            aria-current={value === shown ? 'page' : undefined}
          >
            {TAB_LABELS[value]}
          </Link>
        ))}
      </nav>
      {shown === 'objednavky' && <OrdersTab />}
      {shown === 'k-vyreseni' && <ReviewTab />}
      {shown === 'vypisy' && <StatementsTab canReview={powers.data.canManagePayments} />}
      {shown === 'sazebnik' && <FeeScheduleTab />}
      {shown === 'prehled' && <PaidSummaryTab />}
    </section>
  );
}
