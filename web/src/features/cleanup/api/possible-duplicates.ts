// Pairs of members with the same name and birth date, page by page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { WorklistInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const PossibleDuplicatesDocument = graphql(`
  query PossibleDuplicates($input: WorklistInput!) {
    possibleDuplicates(input: $input) {
      totalCount
      nodes {
        first { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }
        second { memberId registrationNumber firstName lastName birthDate birthNumber clubName createdAt }
      }
    }
  }
`);

export const getPossibleDuplicatesQueryOptions = (input: WorklistInput) =>
  graphqlQueryOptions(cleanupKeys.duplicates(input), PossibleDuplicatesDocument, { input }, (data) => data.possibleDuplicates, {
    placeholderData: keepPreviousData,
  });

export const usePossibleDuplicates = (input: WorklistInput) => useQuery(getPossibleDuplicatesQueryOptions(input));
