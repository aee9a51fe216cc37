// The data cleanup (Admin): the hub and its worklists. Each page loads lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { Allowed } from '../auth';

const CleanupPage = lazyRouteComponent(() => import('./routes/cleanup-page'), 'CleanupPage');
const BirthNumbersPage = lazyRouteComponent(() => import('./routes/birth-numbers-page'), 'BirthNumbersPage');
const UnresolvedAddressesPage = lazyRouteComponent(() => import('./routes/unresolved-addresses-page'), 'UnresolvedAddressesPage');
const DuplicatesPage = lazyRouteComponent(() => import('./routes/duplicates-page'), 'DuplicatesPage');
const PairingSuggestionsPage = lazyRouteComponent(() => import('./routes/pairing-suggestions-page'), 'PairingSuggestionsPage');
const FisPairingPage = lazyRouteComponent(() => import('./routes/fis-pairing-page'), 'FisPairingPage');

function CleanupOnly({ children }: { children: ReactNode }) {
  return <Allowed when={(actions) => actions.canCleanData}>{children}</Allowed>;
}

export function cleanupRoutes(zones: Zones) {
  const hub = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat',
    component: () => (
      <CleanupOnly>
        <CleanupPage />
      </CleanupOnly>
    ),
  });

  const birthNumbers = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/validace-rodnych-cisel',
    component: () => (
      <CleanupOnly>
        <BirthNumbersPage />
      </CleanupOnly>
    ),
  });

  const addresses = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/nezname-adresy',
    component: () => (
      <CleanupOnly>
        <UnresolvedAddressesPage />
      </CleanupOnly>
    ),
  });

  const duplicates = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/duplicity',
    component: () => (
      <CleanupOnly>
        <DuplicatesPage />
      </CleanupOnly>
    ),
  });

  const suggestions = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/navrhy-na-parovani',
    component: () => (
      <CleanupOnly>
        <PairingSuggestionsPage />
      </CleanupOnly>
    ),
  });

  const fisPairing = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/fis-parovani',
    component: () => (
      <CleanupOnly>
        <FisPairingPage />
      </CleanupOnly>
    ),
  });

  return { evidence: [hub, birthNumbers, addresses, duplicates, suggestions, fisPairing] as const };
}
