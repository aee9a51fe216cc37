import { describe, expect, it, vi } from 'vitest';
import { ModalStore } from './modal-store';

describe('ModalStore', () => {
  it('opens with the default variant and calls the close callback', () => {
    const store = new ModalStore();
    const onClose = vi.fn();
    store.open({ content: 'Obsah', onClose });
    expect(store.getSnapshot()).toMatchObject({ content: 'Obsah', variant: 'default', closeOnBackdrop: true });
    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores backdrop clicks when they are disabled', () => {
    const store = new ModalStore();
    store.open({ content: 'Obsah', closeOnBackdrop: false });
    store.backdropClick();
    expect(store.getSnapshot()).not.toBeNull();
    store.open({ content: 'Jiný' });
    store.backdropClick();
    expect(store.getSnapshot()).toBeNull();
  });
});
