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

/** Messages of the contact checks (spec §5), the same the server sends. */
export const contactMessages = {
  email: 'Zadejte platný e-mail',
  phone: 'Zadejte platné telefonní číslo',
  url: 'Zadejte platnou adresu URL',
  postcode: 'PSČ tvoří pět číslic.',
  bankAccount: 'Zadejte číslo účtu ve tvaru 123456789/0100.',
  ico: 'IČO není platné.',
} as const;

export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text.trim());
}

/** Digits with an optional leading +, spaces allowed; 9 to 15 digits. */
export function isPhone(text: string): boolean {
  const rest = text.trim().replace(/^\+/, '');
  const digits = rest.replace(/\D/g, '').length;
  return /^[\d ]+$/.test(rest) && digits >= 9 && digits <= 15;
}

/** A web address with a dotted host; `www.example.cz` counts (the server adds https://). */
export function isUrl(text: string): boolean {
  const value = text.trim();
  const withScheme = value.includes('://') ? value : `https://${value}`;
  if (/\s/.test(withScheme) || !/^https?:\/\//.test(withScheme)) return false;
  const host = withScheme.replace(/^https?:\/\//, '').split(/[/?#]/)[0] ?? '';
  return /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?$/u.test(host);
}

export function isPostcode(text: string): boolean {
  return /^\d{5}$/.test(text.replace(/\s/g, ''));
}

/** IČO: 8 digits, the last the mod-11 check digit of the first seven (weights 8..2). */
export function isIco(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}

/** A Czech bank account `[prefix-]number/bank` with the Czech National Bank's mod-11 checks. */
export function isBankAccount(text: string): boolean {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(text.trim());
  if (!match) return false;
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const valid = (part: string) =>
    [...part].reverse().reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0) % 11 === 0;
  const [, prefix, number] = match;
  return (prefix === undefined || valid(prefix)) && number !== undefined && valid(number) && /[1-9]/.test(number);
}
