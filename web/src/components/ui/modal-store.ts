// The modal host of spec §4: opens with content and a variant (default 'default'); closing
// calls the optional close callback; backdrop clicks can be disabled.
import type { ReactNode } from 'react';

export interface ModalInput {
  content: ReactNode;
  variant?: 'default' | 'danger' | 'wide';
  title?: string;
  onClose?: () => void;
  closeOnBackdrop?: boolean;
}

export interface Modal extends Required<Omit<ModalInput, 'onClose' | 'title'>> {
  title: string | undefined;
  onClose: (() => void) | undefined;
}

type Listener = () => void;

export class ModalStore {
  private current: Modal | null = null;
  private readonly listeners = new Set<Listener>();

  getSnapshot = (): Modal | null => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  open = (input: ModalInput): void => {
    this.current = {
      content: input.content,
      variant: input.variant ?? 'default',
      title: input.title,
      onClose: input.onClose,
      closeOnBackdrop: input.closeOnBackdrop ?? true,
    };
    this.emit();
  };

  close = (): void => {
    const closing = this.current;
    this.current = null;
    this.emit();
    closing?.onClose?.();
  };

  /** A backdrop click closes only when allowed. */
  backdropClick = (): void => {
    if (this.current?.closeOnBackdrop) this.close();
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const modalStore = new ModalStore();
