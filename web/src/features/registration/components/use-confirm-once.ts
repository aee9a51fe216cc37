// Confirms a request by the e-mailed link once per token: the page calls it when it opens, and
// React's StrictMode runs effects twice in development, so a ref remembers the link already
// sent. (Another visit to the link only shows the status: the server changes nothing twice.)
import { useEffect, useRef } from 'react';
import { useConfirmMemberClaim } from '../api/member-claim';
import { useConfirmMemberRegistration } from '../api/status';

function useOnce(uuid: string, token: string | undefined, mutate: (link: { uuid: string; token: string }) => void) {
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (token === undefined) return;
    const link = `${uuid}:${token}`;
    if (sent.current === link) return;
    sent.current = link;
    mutate({ uuid, token });
  }, [uuid, token, mutate]);
}

export function useConfirmOnce(uuid: string, token: string | undefined) {
  const confirmation = useConfirmMemberRegistration();
  useOnce(uuid, token, confirmation.mutate);
  return confirmation;
}

/** The same for the link of a claim of a member (/registrace/{uuid}?token=…). */
export function useConfirmClaimOnce(uuid: string, token: string | undefined) {
  const confirmation = useConfirmMemberClaim();
  useOnce(uuid, token, confirmation.mutate);
  return confirmation;
}
