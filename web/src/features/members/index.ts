// The public surface of the members feature: what other features may use.
export { clubChoice, useMemberClubs, type MemberClub } from './api/member-clubs';
export { memberKeys } from './api/keys';
export { useClubRacingMembers } from './api/member-roles';
export { useMembers } from './api/members';
export { MembersPage } from './routes/members-page';
