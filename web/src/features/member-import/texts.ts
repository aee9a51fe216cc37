// The member-import feature's texts: a lazy part of the catalogue (lib/i18n.ts), added when one
// of its pages loads (every module using them imports this first).
import { addLazyPart } from '../../lib/i18n';
import { memberImport } from '../../lib/i18n/member-import';

addLazyPart('memberImport', memberImport);
