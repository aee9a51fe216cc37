import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const MeDocument = graphql(`
  query Me {
    me {
      account { id email firstName lastName }
      activeIdentity { identityType identityId name landingPage permissions memberId }
      identities { identityType identityId name landingPage }
      sessionExpiresAt
    }
  }
`);

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['me', {}], queryFn: () => request(MeDocument).then((data) => data.me) });

export const useMe = () => useQuery(getMeQueryOptions());
