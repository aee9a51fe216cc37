import { describe, expect, it } from 'vitest';
import { router } from '../../app/router';
import { servedRoutePatterns } from '../../app/served-routes';
import type { OverviewItem } from '../../gql/graphql';
import { overviewLink } from './overview-links';

const ITEMS: OverviewItem[] = [
  'EVENTS_AWAITING_PUBLICATION',
  'EVENT_SUGGESTIONS',
  'PAIRING_SUGGESTIONS',
  'BIRTH_NUMBER_PROBLEMS',
  'UNRESOLVED_ADDRESSES',
  'FIS_PROPOSALS',
  'CLUB_REQUESTS',
  'PAYMENTS_TO_REVIEW',
  'OPEN_ORDERS',
  'TRANSFERS_WAITING',
  'MEMBERS_WITHOUT_FEE',
  'UPCOMING_ENTRIES',
];

describe('overviewLink', () => {
  it('leads every worklist to a page the app serves', () => {
    const served = servedRoutePatterns(Object.keys(router.routesByPath));
    for (const item of ITEMS) {
      const link = overviewLink(item, 'ADMIN');
      expect(served, item).toContain(link.to);
    }
  });

  it('sends a club to the inquiries it releases and the federation to those it approves', () => {
    expect(overviewLink('TRANSFERS_WAITING', 'TEAM')).toEqual({ to: '/evidence/prestupy-a-hostovani', search: { state: 'REQUESTED' } });
    expect(overviewLink('TRANSFERS_WAITING', 'SECTION')).toEqual({ to: '/evidence/prestupy-a-hostovani', search: { state: 'RELEASED' } });
    expect(overviewLink('PAYMENTS_TO_REVIEW', 'ADMIN')).toEqual({ to: '/evidence/objednavky-a-platby', search: { tab: 'k-vyreseni' } });
  });
});
