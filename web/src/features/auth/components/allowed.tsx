import type { ComponentType, ReactNode } from 'react';
import type { MeQuery } from '../../../gql/graphql';
import { useMe } from '../api/me';
import { Restricted } from './restricted';

/** What the active identity may do in the evidence (the server's policy). */
export type ZoneActions = NonNullable<MeQuery['me']>['actions'];

/** A page the active identity may open only when `when` says so; else the Czech "no access"
 * page (spec §2). The private layout has already waited for the asker and asked for a login. */
export function Allowed({ when, children }: { when: (actions: ZoneActions) => boolean; children: ReactNode }) {
  const actions = useMe().data?.actions;
  return actions && when(actions) ? children : <Restricted reason="forbidden" />;
}

/** A route component showing `Page` to those `when` lets in (see `Allowed`). */
export function allowedPage(when: (actions: ZoneActions) => boolean, Page: ComponentType): () => ReactNode {
  return function AllowedPage() {
    return (
      <Allowed when={when}>
        <Page />
      </Allowed>
    );
  };
}
