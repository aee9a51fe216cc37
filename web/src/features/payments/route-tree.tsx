// The payments feature's pages: the orders and payments of the evidence (orders grid with its
// tabs, the new order of a club's members, an order) and an order's public pages (payment
// instructions, confirmation of payment). Each page loads lazily from its own module.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { parseOrdersTab } from './order-tabs';

// The pages' texts load first: their modules read them when they load.
const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const OrdersPage = lazyRouteComponent(withTexts(() => import('./routes/orders-page')), 'OrdersPage');
const MemberPaymentPage = lazyRouteComponent(withTexts(() => import('./routes/member-payment-page')), 'MemberPaymentPage');
const OrderPage = lazyRouteComponent(withTexts(() => import('./routes/order-page')), 'OrderPage');
const PublicOrderPage = lazyRouteComponent(withTexts(() => import('./routes/public-order-pages')), 'PublicOrderPage');
const PublicOrderConfirmationPage = lazyRouteComponent(withTexts(() => import('./routes/public-order-pages')), 'PublicOrderConfirmationPage');

export function paymentRoutes(zones: Zones) {
  const orders = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/objednavky-a-platby',
    validateSearch: (search: Record<string, unknown>): { tab: string | undefined } => ({
      tab: typeof search.tab === 'string' ? search.tab : undefined,
    }),
    component: function Orders(): ReactNode {
      const { tab } = orders.useSearch();
      return <OrdersPage tab={parseOrdersTab(tab)} />;
    },
  });

  const memberPayment = createRoute({ getParentRoute: () => zones.evidence, path: '/objednavky-a-platby/platba-za-cleny', component: MemberPaymentPage });

  const order = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/objednavky-a-platby/$uuid',
    component: function Order(): ReactNode {
      const { uuid } = order.useParams();
      return <OrderPage key={uuid} uuid={uuid} />;
    },
  });

  const publicOrder = createRoute({
    getParentRoute: () => zones.public,
    path: '/detail-objednavky/$uuid',
    component: function PublicOrder(): ReactNode {
      const { uuid } = publicOrder.useParams();
      return <PublicOrderPage key={uuid} uuid={uuid} />;
    },
  });

  const publicConfirmation = createRoute({
    getParentRoute: () => zones.public,
    path: '/detail-objednavky/$uuid/potvrzeni',
    component: function PublicConfirmation(): ReactNode {
      const { uuid } = publicConfirmation.useParams();
      return <PublicOrderConfirmationPage key={uuid} uuid={uuid} />;
    },
  });

  return {
    public: [publicOrder, publicConfirmation] as const,
    evidence: [orders, memberPayment, order] as const,
  };
}
