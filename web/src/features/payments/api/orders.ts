// The orders grid of the asker's scope, with what the asker may do there.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrdersInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const OrdersDocument = graphql(`
  query Orders($input: OrdersInput!) {
    orders(input: $input) {
      totalCount exportUrl canManagePayments canUploadStatements
      nodes { uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel amount memberCount variableSymbol createdAt paidOn }
    }
  }
`);

export const getOrdersQueryOptions = (input: OrdersInput) =>
  graphqlQueryOptions(paymentKeys.list(input), OrdersDocument, { input }, (data) => data.orders, { placeholderData: keepPreviousData });

export const useOrders = (input: OrdersInput) => useQuery(getOrdersQueryOptions(input));
