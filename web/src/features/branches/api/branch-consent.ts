// The consent the application form shows; its version goes back with the application.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { branchConsentKeys } from './keys';

export const BranchConsentDocument = graphql(`
  query BranchConsent {
    branchConsent { version text }
  }
`);

export const getBranchConsentQueryOptions = () => graphqlQueryOptions(branchConsentKeys.item(), BranchConsentDocument, {}, (data) => data.branchConsent);

export const useBranchConsent = () => useQuery(getBranchConsentQueryOptions());
