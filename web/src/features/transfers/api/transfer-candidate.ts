// The member of a registration number, for the request form: name, birth year and club.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TransferCandidateQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { transferKeys } from './keys';

export const TransferCandidateDocument = graphql(`
  query TransferCandidate($registrationNumber: Int!) {
    transferCandidate(registrationNumber: $registrationNumber) { memberId registrationNumber memberName birthYear clubId clubName }
  }
`);

export type TransferCandidate = TransferCandidateQuery['transferCandidate'];

export const getTransferCandidateQueryOptions = (registrationNumber: number) =>
  graphqlQueryOptions(transferKeys.candidate(registrationNumber), TransferCandidateDocument, { registrationNumber }, (data) => data.transferCandidate);

/** Looks the member up once a number is given (`undefined`: nothing to look up yet). */
export const useTransferCandidate = (registrationNumber: number | undefined) =>
  useQuery({ ...getTransferCandidateQueryOptions(registrationNumber ?? 0), enabled: registrationNumber !== undefined, retry: false });
