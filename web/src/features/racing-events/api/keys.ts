// The react-query keys of racing events: the entity, the kind of query, then a params object.
// Entries, states and documents all change an event's counts: a change invalidates `all`.
import type { CalendarView, RacingEventFilterInput } from '../../../gql/graphql';

/** The grid and calendar input: filter and page (and the calendar's view). */
export interface EventListVariables {
  filter: RacingEventFilterInput;
  /** The calendar's view. */
  view?: CalendarView;
  page: number;
  perPage: number;
}

export const racingEventKeys = {
  all: ['racingEvents'] as const,
  list: (variables: EventListVariables) => ['racingEvents', 'list', variables] as const,
  calendar: (variables: EventListVariables) => ['racingEvents', 'calendar', variables] as const,
  forPublication: (variables: EventListVariables) => ['racingEvents', 'forPublication', variables] as const,
  item: (id: number) => ['racingEvents', 'item', { id }] as const,
  public: (id: number) => ['racingEvents', 'public', { id }] as const,
  entries: (racingEventId: number, withWithdrawn: boolean) => ['racingEvents', 'entries', { racingEventId, withWithdrawn }] as const,
  startLists: (racingEventId: number) => ['racingEvents', 'startLists', { racingEventId }] as const,
  clubEntryForm: (racingEventId: number, clubId: number) => ['racingEvents', 'clubEntryForm', { racingEventId, clubId }] as const,
  suggestions: () => ['racingEvents', 'suggestions', {}] as const,
};

/** What the event forms and filters offer (codebooks, clubs, timekeepers); they change rarely. */
export const racingChoiceKeys = {
  codebooks: () => ['racingCodebooks', 'form', {}] as const,
  calendarCodebooks: () => ['racingCodebooks', 'calendar', {}] as const,
  organiserClubs: () => ['clubs', 'organiserChoices', {}] as const,
  timekeepers: () => ['timekeepingCompanies', 'eventChoices', {}] as const,
};
