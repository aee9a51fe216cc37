// Confirms a request by the e-mailed link once per token: the page calls it when it opens, and
// React's StrictMode runs effects twice in development, so a ref remembers the link already
// sent. (Another visit to the link only shows the status: the server changes nothing twice.)
import { useEffect, useRef } from 'react';
import { useConfirmMemberRegistration } from '../api/status';

export function useConfirmOnce(uuid: string, token: string | undefined) {
  const confirmation = useConfirmMemberRegistration();
  const { mutate } = confirmation;
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (token === undefined) return;
    const link = `${uuid}:${token}`;
    if (sent.current === link) return;
    sent.current = link;
    mutate({ uuid, token });
  }, [uuid, token, mutate]);
  return confirmation;
}
