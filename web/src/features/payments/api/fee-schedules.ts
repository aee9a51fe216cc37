// The fee schedule of every evidence season (everybody logged in reads; Admin writes).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FeeScheduleInput, FeeSchedulesQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { feeKeys, paymentKeys } from './keys';

export const FeeSchedulesDocument = graphql(`
  query FeeSchedules {
    feeSchedules { evidenceSeasonId seasonName seasonYear defined basicFee adultFee childFee seniorFee childMaxAge seniorMinAge canEdit }
  }
`);

export const SaveFeeScheduleDocument = graphql(`
  mutation SaveFeeSchedule($input: FeeScheduleInput!) {
    saveFeeSchedule(input: $input) { evidenceSeasonId }
  }
`);

export type FeeScheduleRow = FeeSchedulesQuery['feeSchedules'][number];

export const getFeeSchedulesQueryOptions = () => graphqlQueryOptions(feeKeys.list(), FeeSchedulesDocument, {}, (data) => data.feeSchedules);

export const useFeeSchedules = () => useQuery(getFeeSchedulesQueryOptions());

/** Writes a season's schedule; the order forms' fees follow it. */
export const useSaveFeeSchedule = () =>
  useInvalidatingMutation([feeKeys.all, paymentKeys.all], (input: FeeScheduleInput) =>
    request(SaveFeeScheduleDocument, { input }).then((data) => data.saveFeeSchedule.evidenceSeasonId),
  );
