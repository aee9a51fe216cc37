// Flash messages of spec §3/§4: default variant success, auto-dismiss after 5000 ms unless
// autoDismiss is false (those stay, in a group of their own); removed singly or all at once.

export type FlashVariant = 'success' | 'info' | 'warning' | 'danger';

export interface FlashInput {
  message: string;
  variant?: FlashVariant;
  autoDismiss?: boolean;
  dismissTimeout?: number;
  id?: number;
}

export interface Flash {
  id: number;
  message: string;
  variant: FlashVariant;
  autoDismiss: boolean;
  dismissTimeout: number;
}

export const DEFAULT_DISMISS_TIMEOUT = 5000;

type Listener = (flashes: readonly Flash[]) => void;

/** A small observable store; the UI subscribes with useSyncExternalStore. */
export class FlashStore {
  private flashes: readonly Flash[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  getSnapshot = (): readonly Flash[] => this.flashes;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds a message; returns its id (random up to 1000 when none is given). */
  add = (input: FlashInput): number => {
    const flash: Flash = {
      id: input.id ?? Math.floor(Math.random() * 1000),
      message: input.message,
      variant: input.variant ?? 'success',
      autoDismiss: input.autoDismiss ?? true,
      dismissTimeout: input.dismissTimeout ?? DEFAULT_DISMISS_TIMEOUT,
    };
    this.set([...this.flashes.filter((existing) => existing.id !== flash.id), flash]);
    if (flash.autoDismiss) {
      this.timers.set(flash.id, setTimeout(() => this.remove(flash.id), flash.dismissTimeout));
    }
    return flash.id;
  };

  remove = (id: number): void => {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.set(this.flashes.filter((flash) => flash.id !== id));
  };

  clear = (): void => {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.set([]);
  };

  /** The auto-dismissing stack and the permanent group, shown apart. */
  groups(): { autoDismissing: Flash[]; permanent: Flash[] } {
    return {
      autoDismissing: this.flashes.filter((flash) => flash.autoDismiss),
      permanent: this.flashes.filter((flash) => !flash.autoDismiss),
    };
  }

  private set(flashes: readonly Flash[]): void {
    this.flashes = flashes;
    for (const listener of this.listeners) listener(flashes);
  }
}

export const flashStore = new FlashStore();
