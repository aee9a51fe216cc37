import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../lib/render-hook';
import type { ReleaseNotes } from './api/release-notes';
import { useNewOnThisVisit } from './use-new-on-this-visit';

const note = (id: number, unread: boolean) => ({ id, version: `2026.${id}`, releasedOn: '2026-12-03', body: '', bodyHtml: '', unread });
const notes = (unreadIds: number[]): ReleaseNotes => ({
  items: [3, 2, 1].map((id) => note(id, unreadIds.includes(id))),
  unreadCount: unreadIds.length,
  canWrite: false,
});

/** Lets the mutation's request and its invalidation finish. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the release notes new on this visit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stay marked for the visit, and are marked read once', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)['X-GQL-Operation'] ?? '');
        return Promise.resolve(new Response(JSON.stringify({ data: { markReleaseNotesRead: true } })));
      }),
    );
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = renderHook(useNewOnThisVisit, undefined as ReleaseNotes | undefined, (probe) => <QueryClientProvider client={client}>{probe}</QueryClientProvider>);
    expect([...view.latest()]).toEqual([]);
    expect(sent).toEqual([]);

    view.rerender(notes([3, 2]));
    await settled();
    expect([...view.latest()].sort()).toEqual([2, 3]);
    expect(sent).toEqual(['MarkReleaseNotesRead']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['releaseNotes', 'unread', {}] });

    // Asked again (the window got focus): nothing is unread now, the badges stay.
    view.rerender(notes([]));
    await settled();
    expect([...view.latest()].sort()).toEqual([2, 3]);
    expect(sent).toEqual(['MarkReleaseNotesRead']);
    view.unmount();
  });

  it('marks nothing when nothing is unread', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const view = renderHook(useNewOnThisVisit, notes([]), (probe) => <QueryClientProvider client={new QueryClient()}>{probe}</QueryClientProvider>);
    view.rerender(notes([]));
    await settled();
    expect(view.latest().size).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    view.unmount();
  });
});
