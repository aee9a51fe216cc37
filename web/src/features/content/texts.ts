// The content area's texts: a lazy part of the catalogue (lib/i18n.ts), added when a page loads
// (the route trees of this feature and of the home page load this module before their pages).
import { addLazyPart } from '../../lib/i18n';
import { content } from '../../lib/i18n/content';

addLazyPart('content', content);
