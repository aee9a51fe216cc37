// The feature's five pages behind one lazy import, their texts first: the route tree names one
// chunk, not five, in the entry that every public page loads.
import '../texts';

export { BranchApplicationPage } from './branch-application-page';
export { BranchConfirmPage } from './branch-confirm-page';
export { BranchDonePage } from './branch-done-page';
export { BranchRequestsPage } from './branch-requests-page';
export { BranchSentPage } from './branch-sent-page';
