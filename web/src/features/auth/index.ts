// The public surface of the auth feature: what the app shell and other features may use.
export { useMe, useZoneActions } from './api/me';
export { useSwitchIdentity } from './api/switch-identity';
export { LogoutButton } from './components/logout-button';
export { landingPath } from './landing';
export { ChangePasswordPage } from './routes/change-password-page';
export { ForgottenPasswordPage } from './routes/forgotten-password-page';
export { LoginPage } from './routes/login-page';
export { RenewPasswordPage } from './routes/renew-password-page';
