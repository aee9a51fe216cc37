// Confirms an application by the token of the e-mailed link once per token: the page calls it
// when it opens, and React's StrictMode runs effects twice in development, so a ref remembers
// the token already sent. A second click on the link (another visit) is answered
// ALREADY_CONFIRMED by the server.
import { useEffect, useRef } from 'react';
import { useConfirmBranchRequest } from '../api/confirm-branch-request';

export function useConfirmOnce(token: string | undefined) {
  const confirmation = useConfirmBranchRequest();
  const { mutate } = confirmation;
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (token === undefined || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);
  return confirmation;
}
