// What the payments pages choose from: the evidence seasons, the clubs of the asker's scope
// and the departments (the order form's filter).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const PaymentChoicesDocument = graphql(`
  query PaymentChoices {
    evidenceSeasons { id name year validFrom validTo }
    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code } }
    departments { id name }
  }
`);

export const getPaymentChoicesQueryOptions = () => graphqlQueryOptions(paymentKeys.clubs(), PaymentChoicesDocument, {}, (data) => data);

export const usePaymentChoices = () => useQuery(getPaymentChoicesQueryOptions());
