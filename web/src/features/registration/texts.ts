// The registration pages' texts: a lazy part of the catalogue (lib/i18n.ts), added when a page
// loads (the route tree loads this module before the page's).
import { addLazyPart } from '../../lib/i18n';
import { registration } from '../../lib/i18n/registration';

addLazyPart('registration', registration);
