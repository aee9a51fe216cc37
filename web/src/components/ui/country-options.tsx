import type { ReactNode } from 'react';
import { COUNTRIES } from '../../lib/countries';

/** Every country to choose from: its code as the value, its Czech name as the text. (Apart from
 * options.tsx, so that the list of countries loads only with the forms that offer it.) */
export function CountryOptions(): ReactNode {
  return COUNTRIES.map((country) => (
    <option key={country.code} value={country.code}>
      {country.label}
    </option>
  ));
}
