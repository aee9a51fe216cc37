import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { allowedPage } from './allowed';

const actions = { canCleanData: true, canListClubs: false };
vi.mock('../api/me', () => ({ useMe: () => ({ data: { actions } }) }));
vi.mock('./restricted', () => ({ Restricted: ({ reason }: { reason: string }) => <p>{reason}</p> }));

describe('allowedPage', () => {
  it('shows the page to an identity the predicate lets in', () => {
    const Page = allowedPage((zone) => zone.canCleanData, () => <h1>Čištění dat</h1>);
    expect(renderToStaticMarkup(<Page />)).toBe('<h1>Čištění dat</h1>');
  });

  it('shows the no-access page to others', () => {
    const Page = allowedPage((zone) => zone.canListClubs, () => <h1>Kluby</h1>);
    expect(renderToStaticMarkup(<Page />)).toBe('<p>forbidden</p>');
  });
});
