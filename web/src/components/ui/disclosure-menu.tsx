import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DisclosureMenuProps {
  label: string;
  className?: string;
  /** Shown on the button after its label (a count of news waiting under it). */
  badge?: ReactNode;
  children: ReactNode;
}

/** A button that shows and hides a list of links below it (the disclosure pattern, not an ARIA
 * menu: links stay links). Closes on Escape, a click or focus outside, and navigation. */
export function DisclosureMenu({ label, className, badge, children }: DisclosureMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Open on the page it was opened on: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={['disclosure', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget)) setOpenOn(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="disclosure-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {label}
        {badge}
        <span aria-hidden="true" className="disclosure-arrow" />
      </button>
      <ul
        id={listId}
        className="disclosure-panel"
        hidden={!open}
        onClick={(event) => {
          // A link to the page already shown navigates nowhere; close all the same.
          if (event.target instanceof Element && event.target.closest('a')) setOpenOn(null);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
