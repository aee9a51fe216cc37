import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashStore } from './flash-store';

describe('FlashStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to a success message that disappears after 5000 ms', () => {
    const store = new FlashStore();
    store.add({ message: 'Uloženo' });
    expect(store.getSnapshot()).toMatchObject([{ message: 'Uloženo', variant: 'success', autoDismiss: true }]);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps permanent messages in their own group until closed', () => {
    const store = new FlashStore();
    const permanent = store.add({ message: 'Chyba', variant: 'danger', autoDismiss: false });
    store.add({ message: 'Hotovo', dismissTimeout: 1000 });
    expect(store.groups().permanent.map((flash) => flash.message)).toEqual(['Chyba']);
    expect(store.groups().autoDismissing.map((flash) => flash.message)).toEqual(['Hotovo']);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((flash) => flash.id)).toEqual([permanent]);
    store.remove(permanent);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('gives a random id up to 1000 and clears everything at once', () => {
    const store = new FlashStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ message: 'A' });
    store.add({ message: 'B', id: 7 });
    expect(id).toBeGreaterThanOrEqual(0);
    expect(id).toBeLessThanOrEqual(1000);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
