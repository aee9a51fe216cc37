import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UnreadBadge, unreadLabel } from './release-notes-nav-link';

describe('the count of unread release notes', () => {
  it('is said in Czech plural forms', () => {
    expect(unreadLabel(1)).toBe('1 nové vydání');
    expect(unreadLabel(3)).toBe('3 nová vydání');
    expect(unreadLabel(5)).toBe('5 nových vydání');
  });

  it('shows the number and lets screen readers hear the words', () => {
    expect(renderToStaticMarkup(<UnreadBadge count={2} label={unreadLabel(2)} />)).toBe(
      '<span class="nav-badge"><span aria-hidden="true">2</span><span class="visually-hidden">, 2 nová vydání</span></span>',
    );
  });
});
