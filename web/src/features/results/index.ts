// The public surface of the results feature: what other features may use.
export { usePairingSuggestions } from './api/pairing-suggestions';
export { EventResultRaces } from './components/event-result-races';
export { MemberResultStats } from './components/member-result-stats';
export { MemberResults } from './components/member-results';
export { PairingSuggestionList } from './components/pairing-suggestion-list';
export { PublicEventResults } from './components/public-event-results';
