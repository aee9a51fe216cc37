// The public surface of the rankings feature: what the app shell may use.
export { RankingsNavLink } from './components/rankings-nav-link';
