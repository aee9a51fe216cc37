// Members whose birth number failed the last check, page by page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { WorklistInput } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const BirthNumberProblemsDocument = graphql(`
  query BirthNumberProblems($input: WorklistInput!) {
    birthNumberProblems(input: $input) {
      totalCount
      nodes { memberId registrationNumber firstName lastName birthNumber birthDate sex clubName reason checkedAt }
    }
  }
`);

export const getBirthNumberProblemsQueryOptions = (input: WorklistInput) =>
  graphqlQueryOptions(cleanupKeys.birthNumbers(input), BirthNumberProblemsDocument, { input }, (data) => data.birthNumberProblems, {
    placeholderData: keepPreviousData,
  });

export const useBirthNumberProblems = (input: WorklistInput) => useQuery(getBirthNumberProblemsQueryOptions(input));
