// The users pages' texts: a lazy part of the catalogue (lib/i18n.ts), added before the list or
// an account's page loads.
import { addLazyPart } from '../../lib/i18n';
import { accounts } from '../../lib/i18n/accounts';

addLazyPart('accounts', accounts);
