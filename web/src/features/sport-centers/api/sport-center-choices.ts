// What the overview chooses from: the evidence seasons (newest first) and the departments.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SportCenterChoicesQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { sportCenterKeys } from './keys';

export const SportCenterChoicesDocument = graphql(`
  query SportCenterChoices {
    evidenceSeasons { id year name validFrom validTo }
    departments { id name }
  }
`);

export type SportCenterChoices = SportCenterChoicesQuery;

export const getSportCenterChoicesQueryOptions = () =>
  graphqlQueryOptions(
    sportCenterKeys.choices(),
    SportCenterChoicesDocument,
    {},
    (data) => ({ ...data, evidenceSeasons: [...data.evidenceSeasons].sort((a, b) => b.year - a.year) }),
    { staleTime: 5 * 60_000 },
  );

export const useSportCenterChoices = () => useQuery(getSportCenterChoicesQueryOptions());
