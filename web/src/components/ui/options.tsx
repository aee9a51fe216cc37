// The `<option>`s of a select, for the three shapes the choices come in.
import type { ReactNode } from 'react';

/** Records to choose from: each one's `id` is the value and its `name` the text. */
export function NamedOptions({ items }: { items: readonly { id: number | string; name?: string | undefined }[] | undefined }): ReactNode {
  return items?.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** Values to choose from (an enum's), each shown as `label` says. */
export function ValueOptions<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => string }): ReactNode {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A choice: its value and the text shown. */
export interface Choice {
  value: string | number;
  label?: string | undefined;
}

/** Choices already made of a value and a label. */
export function ChoiceOptions({ choices }: { choices: readonly Choice[] | undefined }): ReactNode {
  return choices?.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}
