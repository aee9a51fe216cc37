// The basic-skiing branch associations (pobočné spolky základního lyžování): the public
// application /pobocny-spolek-zakladniho-lyzovani, its /zadost-odeslana?email=…,
// /v-poradku?token=… (the e-mailed confirmation link) and /dokonceno (what to do after the
// approval), and the applications of the evidence /evidence/zadosti-pobocnych-spolku. The pages
// load lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Zones } from '../../app/zones';
import { allowedPage } from '../auth';

// The five pages in one chunk (with their texts): the entry that every public page loads names
// one chunk, not five.
const pages = () => import('./routes/pages');

const BranchApplicationPage = lazyRouteComponent(pages, 'BranchApplicationPage');
const BranchSentPage = lazyRouteComponent(pages, 'BranchSentPage');
const BranchConfirmPage = lazyRouteComponent(pages, 'BranchConfirmPage');
const BranchDonePage = lazyRouteComponent(pages, 'BranchDonePage');
const BranchRequestsPage = lazyRouteComponent(pages, 'BranchRequestsPage');

/** A query parameter as text, or nothing (the router reads a value that looks like a number as
 * one). */
function searchText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function branchRoutes(zones: Zones) {
  const application = createRoute({ getParentRoute: () => zones.public, path: '/pobocny-spolek-zakladniho-lyzovani', component: BranchApplicationPage });

  const sent = createRoute({
    getParentRoute: () => zones.public,
    path: '/pobocny-spolek-zakladniho-lyzovani/zadost-odeslana',
    validateSearch: (search: Record<string, unknown>): { email: string | undefined } => ({ email: searchText(search.email) }),
    component: function BranchSent(): ReactNode {
      return <BranchSentPage email={sent.useSearch().email} />;
    },
  });

  const confirm = createRoute({
    getParentRoute: () => zones.public,
    path: '/pobocny-spolek-zakladniho-lyzovani/v-poradku',
    validateSearch: (search: Record<string, unknown>): { token: string | undefined } => ({ token: searchText(search.token) }),
    component: function BranchConfirm(): ReactNode {
      return <BranchConfirmPage token={confirm.useSearch().token} />;
    },
  });

  const done = createRoute({ getParentRoute: () => zones.public, path: '/pobocny-spolek-zakladniho-lyzovani/dokonceno', component: BranchDonePage });

  const requests = createRoute({
    getParentRoute: () => zones.evidence,
    path: '/zadosti-pobocnych-spolku',
    component: allowedPage((actions) => actions.canReadClubRequests, BranchRequestsPage),
  });

  return {
    public: [application, sent, confirm, done] as const,
    evidence: [requests] as const,
  };
}
