// The evidence menu's link to the release notes, with the count of notes the asker has not read
// yet (a badge; screen readers hear "2 nová vydání").
import { Link } from '@tanstack/react-router';
import { plural } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** How many notes wait unread, in words. */
export function unreadLabel(count: number): string {
  return plural(count, {
    zero: t('nav.releaseNotesUnread.zero'),
    one: t('nav.releaseNotesUnread.one'),
    few: t('nav.releaseNotesUnread.few'),
    many: t('nav.releaseNotesUnread.many'),
  });
}

export function ReleaseNotesNavLink({ unread }: { unread: number }) {
  return (
    <Link to="/evidence/seznam-vydani">
      {t('nav.releaseNotes')}
      {unread > 0 && <UnreadBadge count={unread} label={unreadLabel(unread)} />}
    </Link>
  );
}

/** A count in a small round badge; `label` is what screen readers hear instead. */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{`, ${label}`}</span>
    </span>
  );
}
