// The role lists' texts: a lazy part of the catalogue (lib/i18n.ts), added when a page loads
// (the route tree loads this module before the pages').
import { addLazyPart } from '../../lib/i18n';
import { roles } from '../../lib/i18n/roles';

addLazyPart('roles', roles);
