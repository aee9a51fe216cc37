// The content area's evidence pages' texts: a lazy part of the catalogue (lib/i18n.ts), added
// when a page loads (the route tree loads this module before the pages).
import { addLazyPart } from '../../lib/i18n';
import { contentAdmin } from '../../lib/i18n/content-admin';

addLazyPart('contentAdmin', contentAdmin);
