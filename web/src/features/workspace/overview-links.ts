// Where each worklist of the overview leads: the page that lists what waits, filtered where the
// page keeps its filter in the URL. The server offers an item only when that page lets the
// identity in (policy::overview_items), so every link here opens.
import type { IdentityType, OverviewItem } from '../../gql/graphql';

export type OverviewLink =
  | { to: '/evidence/zavody-k-publikaci' }
  | { to: '/evidence/cisteni-dat/navrhy-na-parovani' }
  | { to: '/evidence/cisteni-dat/validace-rodnych-cisel' }
  | { to: '/evidence/cisteni-dat/nezname-adresy' }
  | { to: '/evidence/cisteni-dat/fis-parovani' }
  | { to: '/evidence/zadosti-o-zalozeni-klubu' }
  | { to: '/evidence/objednavky-a-platby'; search: { tab: 'k-vyreseni' | undefined } }
  | { to: '/evidence/prestupy-a-hostovani'; search: { state: 'REQUESTED' | 'RELEASED' } }
  | { to: '/evidence/objednavky-a-platby/platba-za-cleny' }
  | { to: '/evidence/zavody'; search: { filter: undefined } };

/** The page of `item` for an identity of `identityType`. */
export function overviewLink(item: OverviewItem, identityType: IdentityType): OverviewLink {
  switch (item) {
    case 'EVENTS_AWAITING_PUBLICATION':
    case 'EVENT_SUGGESTIONS':
      return { to: '/evidence/zavody-k-publikaci' };
    case 'PAIRING_SUGGESTIONS':
      return { to: '/evidence/cisteni-dat/navrhy-na-parovani' };
    case 'BIRTH_NUMBER_PROBLEMS':
      return { to: '/evidence/cisteni-dat/validace-rodnych-cisel' };
    case 'UNRESOLVED_ADDRESSES':
      return { to: '/evidence/cisteni-dat/nezname-adresy' };
    case 'FIS_PROPOSALS':
      return { to: '/evidence/cisteni-dat/fis-parovani' };
    case 'CLUB_REQUESTS':
      return { to: '/evidence/zadosti-o-zalozeni-klubu' };
    case 'PAYMENTS_TO_REVIEW':
      return { to: '/evidence/objednavky-a-platby', search: { tab: 'k-vyreseni' } };
    case 'OPEN_ORDERS':
      return { to: '/evidence/objednavky-a-platby', search: { tab: undefined } };
    case 'TRANSFERS_WAITING':
      // A club releases its members; the federation approves what was released.
      return { to: '/evidence/prestupy-a-hostovani', search: { state: identityType === 'TEAM' ? 'REQUESTED' : 'RELEASED' } };
    case 'MEMBERS_WITHOUT_FEE':
      return { to: '/evidence/objednavky-a-platby/platba-za-cleny' };
    case 'UPCOMING_ENTRIES':
      return { to: '/evidence/zavody', search: { filter: undefined } };
  }
}
