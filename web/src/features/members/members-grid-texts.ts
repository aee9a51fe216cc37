// The members grid's filter and bulk-action texts: a lazy part of the catalogue (lib/i18n.ts),
// added when the grid's module loads.
import { addLazyPart } from '../../lib/i18n';
import { membersGrid } from '../../lib/i18n/members-grid';

addLazyPart('membersGrid', membersGrid);
