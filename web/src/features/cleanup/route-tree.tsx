// The data cleanup (Admin): the hub and its worklists. Each page loads lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { Zones } from '../../app/zones';
import { type ZoneActions, allowedPage } from '../auth';

const CleanupPage = lazyRouteComponent(() => import('./routes/cleanup-page'), 'CleanupPage');
const BirthNumbersPage = lazyRouteComponent(() => import('./routes/birth-numbers-page'), 'BirthNumbersPage');
const UnresolvedAddressesPage = lazyRouteComponent(() => import('./routes/unresolved-addresses-page'), 'UnresolvedAddressesPage');
const DuplicatesPage = lazyRouteComponent(() => import('./routes/duplicates-page'), 'DuplicatesPage');
const PairingSuggestionsPage = lazyRouteComponent(() => import('./routes/pairing-suggestions-page'), 'PairingSuggestionsPage');
const FisPairingPage = lazyRouteComponent(() => import('./routes/fis-pairing-page'), 'FisPairingPage');

const canCleanData = (actions: ZoneActions) => actions.canCleanData;

export function cleanupRoutes(zones: Zones) {
  const hub = createRoute({ getParentRoute: () => zones.evidence, path: '/cisteni-dat', component: allowedPage(canCleanData, CleanupPage) });

  const birthNumbers = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/validace-rodnych-cisel',
    component: allowedPage(canCleanData, BirthNumbersPage),
  });

  const addresses = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/nezname-adresy',
    component: allowedPage(canCleanData, UnresolvedAddressesPage),
  });

  const duplicates = createRoute({ getParentRoute: () => zones.evidence, path: '/cisteni-dat/duplicity', component: allowedPage(canCleanData, DuplicatesPage) });

  const suggestions = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/navrhy-na-parovani',
    component: allowedPage(canCleanData, PairingSuggestionsPage),
  });

  const fisPairing = createRoute({ getParentRoute: () => zones.evidence, path: '/cisteni-dat/fis-parovani', component: allowedPage(canCleanData, FisPairingPage) });

  return { evidence: [hub, birthNumbers, addresses, duplicates, suggestions, fisPairing] as const };
}
