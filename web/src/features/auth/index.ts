// The public surface of the auth feature: what the app shell and other features may use.
export { useMe, useZoneActions } from './api/me';
export { useSwitchIdentity } from './api/switch-identity';
export { Allowed, allowedPage, type ZoneActions } from './components/allowed';
export { Restricted, type RestrictedReason } from './components/restricted';
export { identityKey, identityLabel } from './identity-label';
export { LogoutButton } from './components/logout-button';
export { landingPath } from './landing';
export { authRoutes } from './route-tree';
