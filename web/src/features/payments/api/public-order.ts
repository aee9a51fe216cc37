// An order's public page (`/detail-objednavky/{uuid}`): payment instructions and names only.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const PublicOrderDocument = graphql(`
  query PublicOrder($uuid: UUID!) {
    publicOrder(uuid: $uuid) {
      uuid clubName seasonName state stateLabel availability amount memberCount variableSymbol createdAt paidOn
      confirmationPdfUrl instructionsPdfUrl
      members { firstName lastName feeLabel amount refunded }
      instructions { account iban recipient amount variableSymbol message qrText }
    }
  }
`);

export const getPublicOrderQueryOptions = (uuid: string) =>
  graphqlQueryOptions(paymentKeys.publicItem(uuid), PublicOrderDocument, { uuid }, (data) => data.publicOrder);

export const usePublicOrder = (uuid: string) => useQuery(getPublicOrderQueryOptions(uuid));
