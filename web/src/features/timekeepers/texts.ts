// The timekeeping companies' texts: a lazy part of the catalogue (lib/i18n.ts), added when a page
// loads (the route tree loads this module before the page's).
import { addLazyPart } from '../../lib/i18n';
import { timekeepers } from '../../lib/i18n/timekeepers';

addLazyPart('timekeepers', timekeepers);
