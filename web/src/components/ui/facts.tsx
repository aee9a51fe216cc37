// A record's facts as a description list (`.facts`): a label and its value per row.
import type { ReactNode } from 'react';

/** One fact: its label and value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The facts of a record, each a [label, value] pair; `className` adds to `facts`. */
export function FactList({ facts, className }: { facts: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}
