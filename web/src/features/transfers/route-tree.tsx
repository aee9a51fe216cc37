// The transfers feature's page: /evidence/prestupy-a-hostovani with its filters in the URL. It
// loads lazily, its texts first; only those the policy lets list inquiries see it.
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { Allowed } from '../auth';
import { type TransferSearch, parseTransferSearch } from './transfer-search';

const withTexts = <T,>(page: () => Promise<T>) => () => import('./texts').then(page);

const TransfersPage = lazyRouteComponent(withTexts(() => import('./routes/transfers-page')), 'TransfersPage');

export function transferRoutes(zones: Zones) {
  const transfers = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/prestupy-a-hostovani',
    validateSearch: (search: Record<string, unknown>): TransferSearch => parseTransferSearch(search),
    component: function Transfers(): ReactNode {
      const search = transfers.useSearch();
      const navigate = useNavigate();
      return (
        <Allowed when={(actions) => actions.canListTransfers}>
          <TransfersPage search={search} onSearch={(next: TransferSearch) => void navigate({ to: '/evidence/prestupy-a-hostovani', search: next })} />
        </Allowed>
      );
    },
  });

  return { evidence: [transfers] as const };
}
