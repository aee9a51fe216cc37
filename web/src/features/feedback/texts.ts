// The feedback and release notes pages' texts: lazy parts of the catalogue (lib/i18n.ts), added
// when a page loads (the route tree loads this module before the page's).
import { addLazyPart } from '../../lib/i18n';
import { feedback } from '../../lib/i18n/feedback';
import { releaseNotes } from '../../lib/i18n/release-notes';

addLazyPart('feedback', feedback);
addLazyPart('releaseNotes', releaseNotes);
