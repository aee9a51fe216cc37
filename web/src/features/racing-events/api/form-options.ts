// What the event forms and filters choose from: codebooks, organiser clubs, timekeepers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { racingChoiceKeys } from './keys';

export const RacingCodebooksDocument = graphql(`
  query RacingCodebooks {
    departments { id code name }
    seasons { id name }
    regions { id code name }
    racingDisciplines { id departmentId code name }
    racingTechniques { id code name }
    racingTypes { id departmentId code name }
  }
`);

/** Departments and regions: what the public calendar filters by (readable by everybody). */
export const CalendarCodebooksDocument = graphql(`
  query CalendarCodebooks {
    departments { id code name }
    regions { id code name }
  }
`);

export const OrganiserClubsDocument = graphql(`
  query OrganiserClubs {
    clubs(input: { page: 1, perPage: 500, sort: [{ field: NAME, direction: ASC }], filter: { state: ACTIVE } }) {
      nodes { id code name }
    }
  }
`);

export const EventTimekeepersDocument = graphql(`
  query EventTimekeepers {
    timekeepingCompanies { id name }
  }
`);

// Codebooks change rarely: cached for the session like the regions.
export const getRacingCodebooksQueryOptions = () =>
  queryOptions({
    queryKey: racingChoiceKeys.codebooks(),
    queryFn: () => request(RacingCodebooksDocument),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRacingCodebooks = () => useQuery(getRacingCodebooksQueryOptions());

export const useCalendarCodebooks = () =>
  useQuery(graphqlQueryOptions(racingChoiceKeys.calendarCodebooks(), CalendarCodebooksDocument, {}, (data) => data, { staleTime: Number.POSITIVE_INFINITY }));

/** The clubs the asker may choose as organiser (a club: itself); none when it may list none. */
export const useOrganiserClubs = () =>
  useQuery({
    queryKey: racingChoiceKeys.organiserClubs(),
    queryFn: () => request(OrganiserClubsDocument).then((data) => data.clubs.nodes),
    retry: false,
  });

export const useEventTimekeepers = (enabled = true) =>
  useQuery({
    queryKey: racingChoiceKeys.timekeepers(),
    queryFn: () => request(EventTimekeepersDocument).then((data) => data.timekeepingCompanies),
    enabled,
    retry: false,
  });
