// The codebooks' pages: every page below /evidence/ciselniky through one route (resolved by
// codebook-paths.ts), and the nicknames codebook, which lives in the data cleanup. Each page
// loads lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { Allowed, type ZoneActions, allowedPage } from '../auth';

const CodebookPages = lazyRouteComponent(() => import('./routes/codebook-pages'), 'CodebookPages');
const NicknamesPage = lazyRouteComponent(() => import('./routes/nickname-pages'), 'NicknamesPage');
const NicknameNewPage = lazyRouteComponent(() => import('./routes/nickname-pages'), 'NicknameNewPage');
const NicknameEditPage = lazyRouteComponent(() => import('./routes/nickname-pages'), 'NicknameEditPage');

type CodebookSearch = { seasonId?: string; departmentId?: string; evidenceSeasonId?: string };

const canCleanData = (actions: ZoneActions) => actions.canCleanData;

export function codebookRoutes(zones: Zones) {
  const codebooks = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/ciselniky/$',
    validateSearch: (search: Record<string, unknown>): CodebookSearch => {
      const read = (name: keyof CodebookSearch) =>
        typeof search[name] === 'string' || typeof search[name] === 'number' ? String(search[name]) : undefined;
      const result: CodebookSearch = {};
      for (const name of ['seasonId', 'departmentId', 'evidenceSeasonId'] as const) {
        const value = read(name);
        if (value !== undefined) result[name] = value;
      }
      return result;
    },
    component: function Codebooks(): ReactNode {
      const { _splat } = codebooks.useParams();
      const search = codebooks.useSearch();
      return <CodebookPages splat={_splat ?? ''} search={search} />;
    },
  });

  const nicknames = createRoute({ getParentRoute: () => zones.evidence, path: '/cisteni-dat/prezdivky', component: allowedPage(canCleanData, NicknamesPage) });

  const nicknameNew = createRoute({ getParentRoute: () => zones.evidence, path: '/cisteni-dat/prezdivky/new', component: allowedPage(canCleanData, NicknameNewPage) });

  const nicknameEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/cisteni-dat/prezdivky/$id',
    component: function NicknameEdit(): ReactNode {
      return withIds({ id: nicknameEdit.useParams().id }, ({ id }) => (
        <Allowed when={canCleanData}>
          <NicknameEditPage id={id} />
        </Allowed>
      ));
    },
  });

  return { evidence: [codebooks, nicknames, nicknameNew, nicknameEdit] as const };
}
