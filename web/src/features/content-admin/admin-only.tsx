// The content area is Admin's (policy `check_content_manage`): anybody else gets the Czech
// "no access" page. The zone's actions have no flag of their own for it, so the active
// identity's type decides, as the server's policy does.
import type { ComponentType, ReactNode } from 'react';
import { Restricted, useMe } from '../auth';

/** A page shown to Admin only, with the props it is given. */
export function adminOnly<Props extends object>(Page: ComponentType<Props>): (props: Props) => ReactNode {
  return function AdminOnlyPage(props: Props) {
    const admin = useMe().data?.activeIdentity.identityType === 'ADMIN';
    return admin ? <Page {...props} /> : <Restricted reason="forbidden" />;
  };
}
