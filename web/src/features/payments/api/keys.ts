// The react-query keys of the payments feature: the entity, the kind of query, then a params
// object. A change of an order, a payment or a statement invalidates `paymentKeys.all`; the fee
// schedule has its own entity.
import type { OrdersInput, ReviewState } from '../../../gql/graphql';

export const paymentKeys = {
  /** Every order, payment and statement query (a payment can change any of them). */
  all: ['orders'] as const,
  list: (input: OrdersInput) => ['orders', 'list', input] as const,
  item: (uuid: string) => ['orders', 'item', { uuid }] as const,
  publicItem: (uuid: string) => ['orders', 'public', { uuid }] as const,
  form: (clubId: number, evidenceSeasonId: number) => ['orders', 'form', { clubId, evidenceSeasonId }] as const,
  summary: (evidenceSeasonId: number, paidBy: string | undefined) => ['orders', 'paidSummary', { evidenceSeasonId, paidBy }] as const,
  statements: () => ['orders', 'statements', {}] as const,
  statement: (id: number) => ['orders', 'statement', { id }] as const,
  statementRows: (id: number, page: number) => ['orders', 'statementRows', { id, page }] as const,
  review: (review: ReviewState, page: number) => ['orders', 'review', { review, page }] as const,
  clubs: () => ['orders', 'clubs', {}] as const,
  /** The QR Platba code of a payment's SPAYD text (made in the browser). */
  qr: (text: string) => ['orders', 'qr', { text }] as const,
};

export const feeKeys = {
  all: ['feeSchedules'] as const,
  list: () => ['feeSchedules', 'list', {}] as const,
};
