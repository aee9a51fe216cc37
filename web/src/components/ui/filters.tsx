// The filters above a list or grid: a search form (it never submits; every change filters at
// once), its search box and its choices.
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { type Choice, ChoiceOptions } from './options';

interface FiltersProps {
  label?: string;
  className?: string;
  children: ReactNode;
  /** On a phone the form folds under this summary ("Filtry (2)"), so that the list is not
   * pushed below a screenful of fields. */
  foldOnPhone?: string;
}

/** The filters' form (`role="search"`); `label` names it for screen readers. */
export function Filters({ label, className, children, foldOnPhone }: FiltersProps) {
  const narrow = useNarrowScreen();
  const form = (
    <form className={className ? `filters ${className}` : 'filters'} role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
  if (!foldOnPhone || !narrow) return form;
  return (
    <details className="filters-fold">
      <summary>{foldOnPhone}</summary>
      {form}
    </details>
  );
}

/** The search box of the filters. */
export function SearchFilter({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <input type="search" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

interface SelectFilterProps {
  label: string;
  value: string;
  /** The first choice, the empty value: no filter. */
  allLabel: string;
  options: readonly Choice[] | undefined;
  onChange: (value: string) => void;
}

/** A choice of the filters: everything (the empty value) or one of the options. */
export function SelectFilter({ label, value, allLabel, options, onChange }: SelectFilterProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        <ChoiceOptions choices={options} />
      </select>
    </label>
  );
}
