// The fees of a season paid by a day (31 December by default), per club and in all.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const PaidSummaryDocument = graphql(`
  query PaidSummary($evidenceSeasonId: Int!, $paidBy: NaiveDate) {
    paidSummary(evidenceSeasonId: $evidenceSeasonId, paidBy: $paidBy) {
      evidenceSeasonId seasonName paidBy memberCount amount
      clubs { clubId clubName clubCode memberCount amount }
    }
  }
`);

export const getPaidSummaryQueryOptions = (evidenceSeasonId: number, paidBy: string | undefined) =>
  graphqlQueryOptions(paymentKeys.summary(evidenceSeasonId, paidBy), PaidSummaryDocument, { evidenceSeasonId, paidBy: paidBy ?? null }, (data) => data.paidSummary, {
    placeholderData: keepPreviousData,
  });

export const usePaidSummary = (evidenceSeasonId: number | undefined, paidBy: string | undefined) =>
  useQuery({ ...getPaidSummaryQueryOptions(evidenceSeasonId ?? 0, paidBy), enabled: evidenceSeasonId !== undefined });
