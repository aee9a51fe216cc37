// The evidence seasons the member pages choose from: the card's validity, the general-meeting
// export and the members grid's "Zaplaceno v sezóně" filter.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberSeasonKeys } from './keys';

export const MemberEvidenceSeasonsDocument = graphql(`
  query MemberEvidenceSeasons {
    evidenceSeasons { id name validFrom validTo }
  }
`);

export const getMemberEvidenceSeasonsQueryOptions = () =>
  graphqlQueryOptions(memberSeasonKeys.choices(), MemberEvidenceSeasonsDocument, {}, (data) => data.evidenceSeasons);

export const useMemberEvidenceSeasons = () => useQuery(getMemberEvidenceSeasonsQueryOptions());
