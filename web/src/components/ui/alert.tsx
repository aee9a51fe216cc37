import type { ReactNode } from 'react';

/** A message box; `danger` ones are announced to screen readers at once, `warning` ones ask
 * for attention before an action. */
export function Alert({ variant, children }: { variant: 'success' | 'danger' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
