/** What the visitor typed in the share box's three fields. */
export interface PhoneInput {
  countryCode: string;
  areaCode: string;
  number: string;
}

/** The default country code and the shortest number (docs/widgets/sharing.md). */
export const DEFAULT_COUNTRY_CODE = '+549';
const MIN_NUMBER_LENGTH = 4;

/** Argentina's national numbers have 10 digits: area code + subscriber number. */
const AR_NATIONAL_DIGITS = 10;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What a numeric field keeps of what was typed or pasted: digits, and the spaces and
 * dashes people type between groups ('15 1234-5678'), which stay visible but never count.
 * The country code also keeps its `+`.
 */
export function keepTyped(field: keyof PhoneInput, text: string): string {
  return text.replace(field === 'countryCode' ? /[^\d\s+-]/g : /[^\d\s-]/g, '');
}

/**
 * The spec's rule (area code and number are numeric): the send button waits for an area
 * code and a number of at least 4 digits; separators do not count.
 */
export function canSend({ areaCode, number }: PhoneInput): boolean {
  return digitsOf(areaCode) !== '' && digitsOf(number).length >= MIN_NUMBER_LENGTH;
}

/**
 * An Argentine area code and number, as Argentines dial them at home, as the 10 national
 * digits: the trunk `0` before the area code ('011') goes, and so does the old mobile
 * prefix `15` before the number ('15 1234-5678') when, without it, area code and number
 * make the 10 national digits (a number may itself start with 15). `mobile` says the
 * `15` was there.
 */
export function argentineNational(areaCode: string, number: string): { digits: string; mobile: boolean } {
  const area = digitsOf(areaCode).replace(/^0/, '');
  let local = digitsOf(number);
  const mobile = local.startsWith('15') && area.length + local.length - 2 === AR_NATIONAL_DIGITS;
  if (mobile) local = local.slice(2);
  return { digits: `${area}${local}`, mobile };
}

/**
 * The full number in international digits, as WhatsApp wants it. Argentine numbers are
 * typed as Argentines dial them (`argentineNational`: no trunk `0`, no `15`), and
 * WhatsApp needs the mobile `9` after `54`. Other countries' numbers are kept as typed,
 * digits only.
 */
export function internationalDigits({ countryCode, areaCode, number }: PhoneInput): string {
  const country = digitsOf(countryCode);
  if (country !== '54' && country !== '549') return `${country}${digitsOf(areaCode)}${digitsOf(number)}`;
  return `549${argentineNational(areaCode, number).digits}`;
}
