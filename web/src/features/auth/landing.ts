// Where an identity lands after login (spec §2), among the pages built so far. What an identity
// may open comes from the server (`me.actions`), never from its type here.

/** Pages of the private zone that exist. */
const BUILT = [
  /^\/evidence\/clenove$/,
  /^\/evidence\/kluby\/\d+\/informace-o-klubu$/,
  /^\/evidence\/clenove\/\d+\/informace-o-clenovi$/,
];

/** The landing page when it is built; otherwise the home page. */
export function landingPath(landingPage: string | undefined): string {
  return landingPage && BUILT.some((pattern) => pattern.test(landingPage)) ? landingPage : '/';
}

/** Only same-site paths are followed after login or a switch of identity; anything else is the home page. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
