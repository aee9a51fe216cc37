// Czech form validation messages of spec §5.

export const messages = {
  required: 'Toto pole je povinné',
  email: 'Zadejte platný e-mail',
  passwordsMatch: 'Hesla musí být stejná',
  minLength: (minLength: number) => `Heslo musí mít alespoň ${minLength} znaků`,
  dateFormat: 'Datum musí být ve formátu DD.MM.YYYY',
  dateRange: 'Konec nemůže předcházet začátku.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

export function required(value: string): string | undefined {
  return value.trim() === '' ? messages.required : undefined;
}

export function email(value: string): string | undefined {
  return required(value) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : messages.email);
}

export function newPassword(value: string): string | undefined {
  return required(value) ?? (value.length < MIN_PASSWORD_LENGTH ? messages.minLength(MIN_PASSWORD_LENGTH) : undefined);
}

export function sameAs(value: string, other: string): string | undefined {
  return required(value) ?? (value === other ? undefined : messages.passwordsMatch);
}
