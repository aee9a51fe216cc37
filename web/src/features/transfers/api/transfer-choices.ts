// What the transfers page chooses from: the clubs of the asker's scope (with their departments
// and whether the asker writes to them), the departments and the seasons.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TransferChoicesQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { transferKeys } from './keys';

export const TransferChoicesDocument = graphql(`
  query TransferChoices {
    clubs(input: { perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {
      nodes { id name code access departments { id name } }
    }
    departments { id name }
    seasons { id name }
  }
`);

export type TransferChoices = TransferChoicesQuery;
export type TransferClub = TransferChoicesQuery['clubs']['nodes'][number];

export const getTransferChoicesQueryOptions = () =>
  graphqlQueryOptions(transferKeys.choices(), TransferChoicesDocument, {}, (data) => data, { staleTime: 5 * 60_000 });

export const useTransferChoices = () => useQuery(getTransferChoicesQueryOptions());
