// What a Czech birth number says of its holder, so the form can fill the birth date and sex
// for the applicant. The server checks the number fully (checksum, date, sex) and its error
// lands on the field; this only reads a number that looks valid.

export interface BirthNumberFacts {
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'MALE' | 'FEMALE';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The birth date and sex of a valid-looking birth number (9 digits before 1954, 10 digits with
 * the mod-11 check since); undefined for anything else. Women have 50 added to the month; since
 * 2004 a further 20 may be added when a day's serials run out. */
export function birthNumberFacts(text: string): BirthNumberFacts | undefined {
  const digits = text.replace(/[\s/]/g, '');
  if (!/^\d{9,10}$/.test(digits)) return undefined;
  const yy = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  let year: number;
  if (digits.length === 9) {
    if (yy >= 54) return undefined;
    year = 1900 + yy;
  } else {
    const head = Number(digits.slice(0, 9));
    const check = Number(digits.slice(9));
    const remainder = head % 11;
    if ((remainder === 10 ? 0 : remainder) !== check) return undefined;
    year = yy >= 54 ? 1900 + yy : 2000 + yy;
  }
  const sex = month > 50 ? 'FEMALE' : 'MALE';
  if (month > 50) month -= 50;
  if (month > 20 && year >= 2004) month -= 20;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { birthDate: `${year}-${pad(month)}-${pad(day)}`, sex };
}

/** Full years between a birth date (YYYY-MM-DD) and a day. */
export function ageOn(birthDate: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
}
