// The home page's texts: the content area's lazy part of the catalogue (lib/i18n.ts), added
// before the page loads (features/content/texts.ts adds the same part for its own pages).
import { addLazyPart } from '../../lib/i18n';
import { content } from '../../lib/i18n/content';

addLazyPart('content', content);
