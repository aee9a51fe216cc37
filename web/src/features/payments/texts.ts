// The payments pages' texts: a lazy part of the catalogue (lib/i18n.ts), added when the first
// payments page loads (the route tree loads this module before each page's).
import { addLazyPart } from '../../lib/i18n';
import { payments } from '../../lib/i18n/payments';

addLazyPart('payments', payments);
