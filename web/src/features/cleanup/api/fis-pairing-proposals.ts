// The FIS-code proposals, best first, with how many there are in all (Admin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const FisPairingProposalsDocument = graphql(`
  query FisPairingProposals {
    fisPairingProposals {
      totalCount
      nodes { memberId memberName memberBirthDate memberClub fisCode athleteName athleteBirthYear athleteClub listName score }
    }
  }
`);

export const getFisPairingProposalsQueryOptions = () =>
  queryOptions({
    queryKey: cleanupKeys.fisProposals(),
    queryFn: () => request(FisPairingProposalsDocument).then((data) => data.fisPairingProposals),
  });

export const useFisPairingProposals = () => useQuery(getFisPairingProposalsQueryOptions());
