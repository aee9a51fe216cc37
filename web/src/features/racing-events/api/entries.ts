// An event's entries: the lists, the club entry form and every way an entry is made or changed.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ClubEntryInput, NonMemberEntryInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { racingEventKeys } from './keys';

export const RaceEntriesDocument = graphql(`
  query RaceEntries($racingEventId: Int!, $clubId: Int, $withWithdrawn: Boolean!) {
    raceEntries(racingEventId: $racingEventId, clubId: $clubId, withWithdrawn: $withWithdrawn) {
      id raceId raceName raceDate racingCategoryId categoryName memberId registrationNumber firstName lastName birthYear sex
      clubId clubName nation bib state late enteredVia createdAt withdrawnAt
    }
  }
`);

export const ClubEntryFormDocument = graphql(`
  query ClubEntryForm($racingEventId: Int!, $clubId: Int!) {
    clubEntryForm(racingEventId: $racingEventId, clubId: $clubId) {
      memberId registrationNumber firstName lastName sex birthYear athlete
      races { raceId refusalCode refusalMessage categoryIds entered }
    }
  }
`);

export const EnterClubAthletesDocument = graphql(`
  mutation EnterClubAthletes($racingEventId: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) {
    enterClubAthletes(racingEventId: $racingEventId, clubId: $clubId, entries: $entries) { memberId raceId raceEntryId code message }
  }
`);

export const EnterMemberDocument = graphql(`
  mutation EnterMember($racingEventId: Int!, $memberId: Int, $raceId: Int!, $racingCategoryId: Int) {
    enterMember(racingEventId: $racingEventId, memberId: $memberId, raceId: $raceId, racingCategoryId: $racingCategoryId)
  }
`);

export const EnterNonMemberDocument = graphql(`
  mutation EnterNonMember($racingEventId: Int!, $input: NonMemberEntryInput!) {
    enterNonMember(racingEventId: $racingEventId, input: $input)
  }
`);

export const WithdrawEntryDocument = graphql(`
  mutation WithdrawEntry($id: Int!) {
    withdrawEntry(id: $id)
  }
`);

export const MoveEntryDocument = graphql(`
  mutation MoveEntry($id: Int!, $racingCategoryId: Int!) {
    moveEntry(id: $id, racingCategoryId: $racingCategoryId)
  }
`);

export const SetEntryBibDocument = graphql(`
  mutation SetEntryBib($id: Int!, $bib: Int) {
    setEntryBib(id: $id, bib: $bib)
  }
`);

export const AssignBibsDocument = graphql(`
  mutation AssignBibs($racingEventId: Int!, $raceId: Int!, $first: Int!) {
    assignBibs(racingEventId: $racingEventId, raceId: $raceId, first: $first)
  }
`);

export const getRaceEntriesQueryOptions = (racingEventId: number, withWithdrawn = false) =>
  graphqlQueryOptions(
    racingEventKeys.entries(racingEventId, withWithdrawn),
    RaceEntriesDocument,
    { racingEventId, clubId: null, withWithdrawn },
    (data) => data.raceEntries,
  );

export const getClubEntryFormQueryOptions = (racingEventId: number, clubId: number) =>
  graphqlQueryOptions(racingEventKeys.clubEntryForm(racingEventId, clubId), ClubEntryFormDocument, { racingEventId, clubId }, (data) => data.clubEntryForm);

export const useRaceEntries = (racingEventId: number, withWithdrawn = false) => useQuery(getRaceEntriesQueryOptions(racingEventId, withWithdrawn));
export const useClubEntryForm = (racingEventId: number, clubId: number) => useQuery(getClubEntryFormQueryOptions(racingEventId, clubId));

/** Entries change the counts of the event, its races and categories too. */
const EVENT_QUERIES = [racingEventKeys.all];

export function useEnterClubAthletes() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { racingEventId: number; clubId: number; entries: ClubEntryInput[] }) =>
    request(EnterClubAthletesDocument, variables).then((data) => data.enterClubAthletes),
  );
}

export function useEnterMember() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { racingEventId: number; memberId: number | null; raceId: number; racingCategoryId: number | null }) =>
    request(EnterMemberDocument, variables).then((data) => data.enterMember),
  );
}

export function useEnterNonMember() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { racingEventId: number; input: NonMemberEntryInput }) =>
    request(EnterNonMemberDocument, variables).then((data) => data.enterNonMember),
  );
}

export function useWithdrawEntry() {
  return useInvalidatingMutation(EVENT_QUERIES, (id: number) => request(WithdrawEntryDocument, { id }));
}

export function useMoveEntry() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { id: number; racingCategoryId: number }) => request(MoveEntryDocument, variables));
}

export function useSetEntryBib() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { id: number; bib: number | null }) => request(SetEntryBibDocument, variables));
}

export function useAssignBibs() {
  return useInvalidatingMutation(EVENT_QUERIES, (variables: { racingEventId: number; raceId: number; first: number }) =>
    request(AssignBibsDocument, variables).then((data) => data.assignBibs),
  );
}
