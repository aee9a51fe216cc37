// The react-query keys of results: the entity, the kind of query, then a params object. A
// change of a result race or its pairing invalidates `all` except the import reports
// (`withoutImports`), which only the import itself changes.
import type { Query } from '@tanstack/react-query';
import type { PairingSuggestionsInput } from '../../../gql/graphql';

export const resultKeys = {
  all: ['results'] as const,
  event: (racingEventId: number) => ['results', 'event', { racingEventId }] as const,
  /** Every `event` query: a new upload adds result races to one. */
  events: ['results', 'event'] as const,
  racingEvent: (id: number) => ['results', 'racingEvent', { id }] as const,
  race: (id: number) => ['results', 'race', { id }] as const,
  suggestions: (input: PairingSuggestionsInput) => ['results', 'suggestions', input] as const,
  member: (memberId: number) => ['results', 'member', { memberId }] as const,
  memberStats: (memberId: number) => ['results', 'memberStats', { memberId }] as const,
  import: (id: number) => ['results', 'import', { id }] as const,
};

/** Every results query but the import reports. */
export const withoutImports = (query: Query): boolean => query.queryKey[1] !== 'import';
