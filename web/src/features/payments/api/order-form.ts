// What a club may order for a season: its members with their fees, and the season's schedule.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrderFormQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const OrderFormDocument = graphql(`
  query OrderForm($clubId: Int!, $evidenceSeasonId: Int!) {
    orderForm(clubId: $clubId, evidenceSeasonId: $evidenceSeasonId) {
      clubId clubName evidenceSeasonId seasonName
      fees { basicFee adultFee childFee seniorFee childMaxAge seniorMinAge }
      members {
        memberId registrationNumber firstName lastName birthYear ageGroup athlete athleteDepartmentIds
        feeKind feeLabel fee paidByClub heldByOrder orderable
      }
    }
  }
`);

export type OrderableMember = OrderFormQuery['orderForm']['members'][number];

export const getOrderFormQueryOptions = (clubId: number, evidenceSeasonId: number) =>
  graphqlQueryOptions(paymentKeys.form(clubId, evidenceSeasonId), OrderFormDocument, { clubId, evidenceSeasonId }, (data) => data.orderForm);

export const useOrderForm = (clubId: number | undefined, evidenceSeasonId: number | undefined) =>
  useQuery({ ...getOrderFormQueryOptions(clubId ?? 0, evidenceSeasonId ?? 0), enabled: clubId !== undefined && evidenceSeasonId !== undefined });
