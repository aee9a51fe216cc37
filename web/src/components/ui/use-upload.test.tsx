import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../lib/render-hook';
import type { UploadProgress } from '../../lib/upload-request';
import { useUpload } from './use-upload';

describe('useUpload', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  function renderUpload() {
    const view = renderHook(() => useUpload());
    unmount = view.unmount;
    return view.latest;
  }

  it('shows the progress while sending, then hands over the answer', async () => {
    const latest = renderUpload();
    let report: ((sent: UploadProgress) => void) | undefined;
    let finish: ((answer: string) => void) | undefined;
    const done = vi.fn();
    act(() =>
      latest().start(
        (onProgress) => {
          report = onProgress;
          return new Promise<string>((resolve) => (finish = resolve));
        },
        done,
      ),
    );
    expect(latest()).toMatchObject({ progress: 0, busy: true, error: undefined });
    act(() => report?.({ loaded: 50, total: 200 }));
    expect(latest().progress).toBe(0.25);
    await act(() => {
      finish?.('import 7');
      return Promise.resolve();
    });
    expect(done).toHaveBeenCalledWith('import 7');
    expect(latest()).toMatchObject({ progress: undefined, busy: false, error: undefined });
  });

  it('keeps the failure’s message until the next upload', async () => {
    const latest = renderUpload();
    const done = vi.fn();
    await act(() => {
      latest().start(() => Promise.reject(new Error('V souboru chybí sloupce.')), done);
      return Promise.resolve();
    });
    expect(done).not.toHaveBeenCalled();
    expect(latest()).toMatchObject({ progress: undefined, error: 'V souboru chybí sloupce.' });
    act(() => latest().start(() => new Promise(() => undefined), done));
    expect(latest().error).toBeUndefined();
  });
});
