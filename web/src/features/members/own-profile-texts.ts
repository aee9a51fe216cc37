// The own profile pages' texts: a lazy part of the catalogue (lib/i18n.ts), added when the
// pages' module loads.
import { addLazyPart } from '../../lib/i18n';
import { ownProfile } from '../../lib/i18n/own-profile';

addLazyPart('ownProfile', ownProfile);
