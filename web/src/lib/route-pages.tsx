// Route components' common step: a path with ids shows its page only when every id is an
// integer, else the Czech 404 page (spec §5).
import type { ReactNode } from 'react';
import { NotFoundPage } from '../components/ui/not-found-page';
import { parseIds } from './route-params';

/** The page of a path with ids: `page` gets them parsed; an id that is not an integer shows the
 * 404 page. */
export function withIds<const T extends string>(raw: Record<T, string>, page: (ids: Record<T, number>) => ReactNode): ReactNode {
  const parsed = parseIds(raw);
  return parsed ? page(parsed) : <NotFoundPage />;
}
