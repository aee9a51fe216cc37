// Address points a written address may mean ("Husova 12, Liberec"), best first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { cleanupKeys } from './keys';

export const AddressPointSuggestionsDocument = graphql(`
  query AddressPointSuggestions($text: String!) {
    addressPointSuggestions(text: $text) { code text }
  }
`);

/** Shorter texts would match half the country. */
export const MIN_SEARCH_LENGTH = 3;

export const getAddressPointSuggestionsQueryOptions = (text: string) =>
  graphqlQueryOptions(cleanupKeys.addressPoints(text), AddressPointSuggestionsDocument, { text }, (data) => data.addressPointSuggestions, {
    placeholderData: keepPreviousData,
  });

export const useAddressPointSuggestions = (text: string) =>
  useQuery({ ...getAddressPointSuggestionsQueryOptions(text), enabled: text.trim().length >= MIN_SEARCH_LENGTH });
