// The FIS-code proposals, best first, with how many there are in all (Admin).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
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
  graphqlQueryOptions(cleanupKeys.fisProposals(), FisPairingProposalsDocument, {}, (data) => data.fisPairingProposals);

export const useFisPairingProposals = () => useQuery(getFisPairingProposalsQueryOptions());
