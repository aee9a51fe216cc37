// The notification settings page's texts: a lazy part of the catalogue (lib/i18n.ts), added
// when the page's module loads.
import { addLazyPart } from '../../lib/i18n';
import { notifications } from '../../lib/i18n/notifications';

addLazyPart('notifications', notifications);
