// The roles tab's texts: a lazy part of the catalogue (lib/i18n.ts), added when a module of the
// tab loads (the record's and the own profile's pages load lazily, so the texts stay out of the
// public pages' first JavaScript).
import { addLazyPart } from '../../lib/i18n';
import { memberRoles } from '../../lib/i18n/member-roles';

addLazyPart('memberRoles', memberRoles);
