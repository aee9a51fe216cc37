import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withIds } from './route-pages';

vi.mock('../components/ui/not-found-page', () => ({ NotFoundPage: () => <p>404</p> }));

describe('withIds', () => {
  it('gives the page every id as a number', () => {
    const page = withIds({ id: '12', contactId: '3' }, ({ id, contactId }) => <p>{`${id}+${contactId}`}</p>);
    expect(renderToStaticMarkup(page)).toBe('<p>12+3</p>');
  });

  it('shows the 404 page when an id is not an integer', () => {
    const page = vi.fn(() => <p>page</p>);
    expect(renderToStaticMarkup(withIds({ id: '12', clubId: 'abc' }, page))).toBe('<p>404</p>');
    expect(page).not.toHaveBeenCalled();
  });
});
