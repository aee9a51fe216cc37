// The member import page of the evidence (`?id=` an import to show), loaded lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { searchId } from '../../lib/route-params';
import { Allowed } from '../auth';

const MemberImportPage = lazyRouteComponent(() => import('./routes/member-import-page'), 'MemberImportPage');

export function memberImportRoutes(zones: Zones) {
  const memberImport = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/clenove/import',
    validateSearch: (search: Record<string, unknown>): { id: number | string | undefined } => ({
      id: typeof search.id === 'string' || typeof search.id === 'number' ? search.id : undefined,
    }),
    component: function MemberImport(): ReactNode {
      const id = searchId(memberImport.useSearch().id);
      if (id === null) return <NotFoundPage />;
      return (
        <Allowed when={(actions) => actions.canCreateMembers}>
          <MemberImportPage id={id} />
        </Allowed>
      );
    },
  });

  return { evidence: [memberImport] as const };
}
