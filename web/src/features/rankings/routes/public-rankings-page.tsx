// /zebricky-a-listiny-bodu/{departmentId}: a department's published rankings and documents of a
// season for everybody, athletes linked to their public pages, each standing as a workbook.
import type { RankingsSearch } from '../rankings-search';
import { RankingsContent } from '../components/rankings-content';

export function PublicRankingsPage({ departmentId, search }: { departmentId: number; search: RankingsSearch }) {
  return <RankingsContent departmentId={departmentId} search={search} path="/zebricky-a-listiny-bodu/$departmentId" publicView />;
}
