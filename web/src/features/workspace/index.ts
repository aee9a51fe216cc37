// The staff workspace: the overview page (route-tree.tsx) and the header's global search.
export { GlobalSearch } from './components/global-search';
export { OwnEntriesNotice, ownEntryText } from './components/own-entries-notice';
export { OwnEntries } from './components/own-entries';
export { useWorkspaceOverview } from './api/overview';
