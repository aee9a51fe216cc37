// What the public form needs: the consent text, the active clubs to choose from, and sending.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SubmitMemberRegistrationInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { registrationClubKeys, registrationConsentKeys } from './keys';

/** How many clubs the form lists at once; past them the applicant searches. */
export const CLUB_CHOICES = 20;

export const RegistrationConsentDocument = graphql(`
  query RegistrationConsent {
    registrationConsent { version text }
  }
`);

export const RegistrationClubsDocument = graphql(`
  query RegistrationClubs($input: PublicClubsInput!) {
    publicClubs(input: $input) {
      totalCount
      nodes { id name municipality }
    }
  }
`);

export const SubmitMemberRegistrationDocument = graphql(`
  mutation SubmitMemberRegistration($input: SubmitMemberRegistrationInput!) {
    submitMemberRegistration(input: $input)
  }
`);

export const useRegistrationConsent = () =>
  useQuery(graphqlQueryOptions(registrationConsentKeys.item(), RegistrationConsentDocument, {}, (data) => data.registrationConsent));

export const useRegistrationClubs = (search: string) =>
  useQuery(
    graphqlQueryOptions(
      registrationClubKeys.list(search),
      RegistrationClubsDocument,
      { input: { page: 1, perPage: CLUB_CHOICES, search: search === '' ? null : search } },
      (data) => data.publicClubs,
      { placeholderData: keepPreviousData },
    ),
  );

/** Sends the request; answers the applicant's e-mail (whatever the register holds). */
export const useSubmitMemberRegistration = () =>
  useMutation({
    mutationFn: (input: SubmitMemberRegistrationInput) => request(SubmitMemberRegistrationDocument, { input }).then((data) => data.submitMemberRegistration),
  });
