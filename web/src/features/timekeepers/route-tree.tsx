// The timekeeping companies of the evidence: list, new, detail, edit and the API docs. Each
// page loads lazily, its texts first.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { withIds } from '../../lib/route-pages';
import { Allowed, type ZoneActions, allowedPage } from '../auth';

const pages = () => import('./texts').then(() => import('./routes/timekeeper-pages'));
const TimekeepersPage = lazyRouteComponent(pages, 'TimekeepersPage');
const TimekeeperNewPage = lazyRouteComponent(pages, 'TimekeeperNewPage');
const TimekeeperDetailPage = lazyRouteComponent(pages, 'TimekeeperDetailPage');
const TimekeeperEditPage = lazyRouteComponent(pages, 'TimekeeperEditPage');
const TimekeeperDocsPage = lazyRouteComponent(() => import('./texts').then(() => import('./routes/timekeeper-docs-page')), 'TimekeeperDocsPage');

const canListTimekeepers = (actions: ZoneActions) => actions.canListTimekeepers;

/** A page of `/evidence/casomiry/{id}…`. */
function timekeeperPage(id: string, page: (id: number) => ReactNode): ReactNode {
  return withIds({ id }, (parsed) => <Allowed when={canListTimekeepers}>{page(parsed.id)}</Allowed>);
}

export function timekeeperRoutes(zones: Zones) {
  const timekeepers = createRoute({ getParentRoute: () => zones.evidence, path: '/casomiry', component: allowedPage(canListTimekeepers, TimekeepersPage) });

  const timekeeperNew = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/casomiry/nova',
    component: allowedPage((actions) => actions.canCreateTimekeepers, TimekeeperNewPage),
  });

  const timekeeper = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/casomiry/$id',
    component: function Timekeeper(): ReactNode {
      return timekeeperPage(timekeeper.useParams().id, (id) => <TimekeeperDetailPage id={id} />);
    },
  });

  const timekeeperEdit = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/casomiry/$id/editace',
    component: function TimekeeperEdit(): ReactNode {
      return timekeeperPage(timekeeperEdit.useParams().id, (id) => <TimekeeperEditPage id={id} />);
    },
  });

  const timekeeperDocs = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/casomiry/$id/dokumentace',
    component: function TimekeeperDocs(): ReactNode {
      return timekeeperPage(timekeeperDocs.useParams().id, (id) => <TimekeeperDocsPage id={id} />);
    },
  });

  return { evidence: [timekeepers, timekeeperNew, timekeeper, timekeeperEdit, timekeeperDocs] as const };
}
