import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { OrderSortKey, OrdersQuery } from '../../../gql/graphql';
import { formatDate, formatHalere, formatNumber, formatOptionalDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { stateBadgeClass } from '../payments-format';

export type OrderRow = OrdersQuery['orders']['nodes'][number];

/** Grid column id → the GraphQL sort field it sorts by. */
export const ORDER_SORT_FIELDS: Record<string, OrderSortKey> = {
  variableSymbol: 'VARIABLE_SYMBOL',
  club: 'CLUB_NAME',
  state: 'STATE',
  amount: 'AMOUNT',
  createdAt: 'CREATED_AT',
  paidOn: 'PAID_ON',
};

export const orderColumns: ColDef<OrderRow>[] = [
  {
    colId: 'variableSymbol',
    headerName: t('payments.orders.variableSymbol'),
    field: 'variableSymbol',
    sortable: true,
    width: 160,
    cellRenderer: ({ data }: { data: OrderRow | undefined }) =>
      data ? (
        <Link to="/evidence/objednavky-a-platby/$uuid" params={{ uuid: data.uuid }} aria-label={tf('payments.orders.open', { symbol: data.variableSymbol })}>
          {data.variableSymbol}
        </Link>
      ) : null,
  },
  {
    colId: 'state',
    headerName: t('payments.orders.state'),
    field: 'stateLabel',
    sortable: true,
    width: 170,
    cellRenderer: ({ data }: { data: OrderRow | undefined }) => (data ? <span className={stateBadgeClass(data.state)}>{data.stateLabel}</span> : null),
  },
  { colId: 'club', headerName: t('payments.club'), field: 'clubName', sortable: true, flex: 2, minWidth: 200 },
  { colId: 'season', headerName: t('payments.season'), field: 'seasonName', width: 180 },
  {
    colId: 'memberCount',
    headerName: t('payments.orders.members'),
    field: 'memberCount',
    width: 100,
    cellClass: 'grid-number',
    headerClass: 'grid-number',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatNumber(value) : ''),
  },
  {
    colId: 'amount',
    headerName: t('payments.orders.amount'),
    field: 'amount',
    sortable: true,
    width: 130,
    cellClass: 'grid-number',
    headerClass: 'grid-number',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatHalere(value) : ''),
  },
  {
    colId: 'createdAt',
    headerName: t('payments.orders.created'),
    field: 'createdAt',
    sortable: true,
    width: 130,
    valueFormatter: ({ value }) => (value ? formatDate(String(value)) : ''),
  },
  {
    colId: 'paidOn',
    headerName: t('payments.orders.paid'),
    field: 'paidOn',
    sortable: true,
    width: 130,
    valueFormatter: ({ value }) => formatOptionalDate(value as string | null | undefined),
  },
];
