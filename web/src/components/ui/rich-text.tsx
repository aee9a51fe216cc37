import { Fragment, type ReactNode } from 'react';

/** A catalogue text whose `{name}` placeholders are filled with elements (a `<strong>` address,
 * a link), so that a sentence stays whole in the catalogue. Unknown placeholders stay as written. */
export function richText(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  );
}
