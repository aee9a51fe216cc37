import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './clipboard';
import { flashStore } from './flash-store';

describe('copyToClipboard', () => {
  afterEach(() => {
    flashStore.clear();
    vi.unstubAllGlobals();
  });

  it('says the text was copied', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    expect(await copyToClipboard('100001')).toBe(true);
    expect(flashStore.getSnapshot()).toMatchObject([{ message: 'Text zkopírován.', variant: 'success' }]);
  });

  it('says when copying failed', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    expect(await copyToClipboard('100001')).toBe(false);
    expect(flashStore.getSnapshot()).toMatchObject([{ message: 'Nepodařilo se zkopírovat text.', variant: 'danger' }]);
  });
});
