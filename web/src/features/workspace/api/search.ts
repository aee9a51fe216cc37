// The header's global search: a few members, clubs and events the active identity may open.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { GlobalSearchQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { workspaceKeys } from './keys';

export const GlobalSearchDocument = graphql(`
  query GlobalSearch($text: String!) {
    globalSearch(text: $text) {
      members { id registrationNumber firstName lastName birthYear clubName }
      moreMembers
      clubs { id code name regionName }
      moreClubs
      events { id name place dateFrom dateTo }
      moreEvents
    }
  }
`);

export type GlobalSearchResult = GlobalSearchQuery['globalSearch'];

export const getGlobalSearchQueryOptions = (text: string) =>
  graphqlQueryOptions(workspaceKeys.search({ text }), GlobalSearchDocument, { text }, (data) => data.globalSearch, {
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Searches `text` once it has 2 characters or more. */
export const useGlobalSearch = (text: string) => useQuery({ ...getGlobalSearchQueryOptions(text), enabled: text.trim().length >= 2 });
