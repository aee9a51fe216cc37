// The lists of events: the private grid, the public calendar and the section's publication list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CalendarView } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { type EventListVariables, racingEventKeys } from './keys';

export const RacingEventsDocument = graphql(`
  query RacingEvents($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {
    racingEvents(filter: $filter, page: $page, perPage: $perPage) {
      totalCount
      nodes {
        id name place dateFrom dateTo departmentId departmentName category categoryLabel organiser state stateLabel
        publicationStatus entryCount timekeepingCompanyName
      }
    }
  }
`);

export const PublicCalendarDocument = graphql(`
  query PublicCalendar($filter: RacingEventFilterInput!, $view: CalendarView!, $page: Int!, $perPage: Int!) {
    publicCalendar(filter: $filter, view: $view, page: $page, perPage: $perPage) {
      totalCount
      nodes {
        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName
        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt
      }
    }
  }
`);

export const RacingEventsForPublicationDocument = graphql(`
  query RacingEventsForPublication($filter: RacingEventFilterInput!, $page: Int!, $perPage: Int!) {
    racingEventsForPublication(filter: $filter, page: $page, perPage: $perPage) {
      totalCount
      nodes {
        id name place dateFrom dateTo departmentName categoryLabel organiser state stateLabel publicationStatus publishedAt
        dateChange dateChangeLabel actions { canPublish }
      }
    }
  }
`);

export const getRacingEventsQueryOptions = (variables: EventListVariables) =>
  graphqlQueryOptions(racingEventKeys.list(variables), RacingEventsDocument, variables, (data) => data.racingEvents, { placeholderData: keepPreviousData });

/** The calendar's input: the list's and the view. */
export type CalendarVariables = EventListVariables & { view: CalendarView };

export const getPublicCalendarQueryOptions = (variables: CalendarVariables) =>
  graphqlQueryOptions(racingEventKeys.calendar(variables), PublicCalendarDocument, variables, (data) => data.publicCalendar, {
    placeholderData: keepPreviousData,
  });

export const getEventsForPublicationQueryOptions = (variables: EventListVariables) =>
  graphqlQueryOptions(racingEventKeys.forPublication(variables), RacingEventsForPublicationDocument, variables, (data) => data.racingEventsForPublication, {
    placeholderData: keepPreviousData,
  });

export const useRacingEvents = (variables: EventListVariables) => useQuery(getRacingEventsQueryOptions(variables));
export const usePublicCalendar = (variables: CalendarVariables) => useQuery(getPublicCalendarQueryOptions(variables));
export const useEventsForPublication = (variables: EventListVariables) => useQuery(getEventsForPublicationQueryOptions(variables));
