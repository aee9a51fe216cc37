// The workspace's texts: a lazy part of the catalogue (lib/i18n.ts), added when the private
// layout (which shows the search) or the overview loads.
import { addLazyPart } from '../../lib/i18n';
import { workspace } from '../../lib/i18n/workspace';

addLazyPart('workspace', workspace);
