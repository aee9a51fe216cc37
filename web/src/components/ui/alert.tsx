import type { ReactNode } from 'react';

/** A message box; `danger` ones are announced to screen readers at once. */
export function Alert({ variant, children }: { variant: 'success' | 'danger' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
