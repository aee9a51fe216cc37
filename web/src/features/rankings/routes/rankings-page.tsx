// /evidence/zebricky-a-listiny-bodu/{departmentId}: a department's rankings and points lists of
// a season for every logged-in identity; Admin and the department's Section staff manage them
// there (new, changed, published, hidden, deleted; documents uploaded).
import type { RankingsSearch } from '../rankings-search';
import { RankingsContent } from '../components/rankings-content';

export function RankingsPage({ departmentId, search }: { departmentId: number; search: RankingsSearch }) {
  return <RankingsContent departmentId={departmentId} search={search} path="/evidence/zebricky-a-listiny-bodu/$departmentId" publicView={false} />;
}
