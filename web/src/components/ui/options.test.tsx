import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryOptions } from './country-options';
import { ChoiceOptions, NamedOptions, ValueOptions } from './options';

const render = (options: ReactNode) => renderToStaticMarkup(<select>{options}</select>);

describe('options', () => {
  it('offers records by id and name', () => {
    expect(render(<NamedOptions items={[{ id: 3, name: 'Běh na lyžích' }]} />)).toBe('<select><option value="3">Běh na lyžích</option></select>');
    expect(render(<NamedOptions items={undefined} />)).toBe('<select></select>');
  });

  it('offers values with their labels', () => {
    expect(render(<ValueOptions values={['MEN', 'WOMEN'] as const} label={(value) => value.toLowerCase()} />)).toBe(
      '<select><option value="MEN">men</option><option value="WOMEN">women</option></select>',
    );
    expect(render(<ChoiceOptions choices={[{ value: 'S', label: 'Spolek' }]} />)).toBe('<select><option value="S">Spolek</option></select>');
  });

  it('offers every country by its code', () => {
    expect(render(<CountryOptions />)).toMatch(/^<select><option value="CZ">Česká republika<\/option><option value="SK">Slovensko<\/option>/);
  });
});
