// The transfers page's texts: a lazy part of the catalogue (lib/i18n.ts), added when the page
// loads (the route tree loads this module before the page's).
import { addLazyPart } from '../../lib/i18n';
import { transfers } from '../../lib/i18n/transfers';

addLazyPart('transfers', transfers);
