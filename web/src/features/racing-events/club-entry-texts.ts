// The club entry page's texts: a lazy part of the catalogue (lib/i18n.ts), added before the
// page loads.
import { addLazyPart } from '../../lib/i18n';
import { clubEntry } from '../../lib/i18n/club-entry';

addLazyPart('clubEntry', clubEntry);
