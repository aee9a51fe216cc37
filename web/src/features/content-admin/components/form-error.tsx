// The message of a refused save that belongs to no field, above the builder's form: it comes
// into view when it appears, as the save button is far below it on a long page.
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';

export function FormError({ message }: { message: string | undefined }) {
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // A refused field takes the focus (and the view) in the same moment; the message only
    // comes into view when nothing of the form has it.
    const active = document.activeElement;
    const fieldFocused = active instanceof HTMLElement && active.closest('[data-field]') !== null;
    if (message !== undefined && !fieldFocused) box.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (message === undefined) return null;
  return (
    <div ref={box} className="content-form-error">
      <Alert variant="danger">{message}</Alert>
    </div>
  );
}
