// One order with its members, history, bank payments, payment instructions and actions.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrderQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const OrderDocument = graphql(`
  query Order($uuid: UUID!) {
    order(uuid: $uuid) {
      uuid clubId clubName clubCode evidenceSeasonId seasonName state stateLabel availability amount memberCount variableSymbol
      createdAt createdByName paidOn publicPath confirmationPdfUrl instructionsPdfUrl
      members { memberId registrationNumber firstName lastName feeKind feeLabel amount refunded refundNote canRefund }
      history { actionLabel fromState toState toStateLabel note byName at }
      bankPayments { bankTransactionId bookedOn amount counterName matched matchedLabel review reviewLabel reviewNote }
      instructions { account iban recipient amount variableSymbol message qrText }
      actions { canMarkSent canCancel canMarkFailed canMarkPaid }
    }
  }
`);

export type OrderDetail = OrderQuery['order'];

export const getOrderQueryOptions = (uuid: string) => graphqlQueryOptions(paymentKeys.item(uuid), OrderDocument, { uuid }, (data) => data.order);

export const useOrder = (uuid: string) => useQuery(getOrderQueryOptions(uuid));
