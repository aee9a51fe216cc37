// A link to a path of the app known only at run time (a report's page): the router opens it
// without reloading; a middle click or Ctrl+click opens a new tab as with any link.
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function AppPathLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={path}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href: path });
      }}
    >
      {children}
    </a>
  );
}
