// The feature's public pages behind one lazy import: the route tree names one chunk, not six, in
// the entry that every public page loads.
export { ExistingAccountPage } from './existing-account-page';
export { MemberRegistrationPage } from './member-registration-page';
export { RegistrationDonePage } from './registration-done-page';
export { RegistrationEmailPage } from './registration-email-page';
export { RegistrationFinishPage } from './registration-finish-page';
export { WelcomePage } from './welcome-page';
export { FindMemberPage } from './find-member-page';
export { MemberClaimPage } from './member-claim-page';
