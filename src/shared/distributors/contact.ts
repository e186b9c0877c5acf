import { argentineNational } from '../phone/phone';

/**
 * The distributors' contact links (docs/widgets/catalogue.md, "Contact details"), built
 * only from digits or from encoded query text: whatever the API sends, a link is a
 * `tel:`, a `https://wa.me/`, Google Maps directions to two numbers or a Google Maps search,
 * or there is none.
 */

/** What a written phone number may hold: digits and the signs people put between them. */
const PHONE_TEXT = /^[\d\s()+./-]+$/;

/** Argentina's 10 national digits: area code 11, or a 3- or 4-digit one starting with 2 or 3. */
const AR_NATIONAL = /^(?:11\d{8}|[23]\d{9})$/;

/** E.164: at most 15 digits with the country code; fewer than 8 is no number. */
const FOREIGN = /^[1-9]\d{7,14}$/;

type ReadPhone = { country: '54'; national: string; mobile: boolean } | { country: 'other'; digits: string };

/**
 * A phone number as an Argentine table writes it: '(0351) 422-3344', '011 15 5555-1234',
 * '+54 9 351 555-1234', '5493515551234'. The country code (`+54`, `0054`, or `54` ahead
 * of 12 or 13 digits: no area code starts with 5), the mobile `9` after it, the trunk `0`
 * and the `15` go by the share box's rules (`argentineNational`); the area code is the
 * first group as written ('0351 15…'), or, written without spaces, the one place a `15`
 * can follow it. Other countries' numbers (`+` or `00` and another code) are kept as
 * digits. Anything else (letters, a `javascript:`) is no number.
 */
function readPhone(text: string | null | undefined): ReadPhone | null {
  const written = (text ?? '').trim();
  if (!PHONE_TEXT.test(written)) return null;
  const groups = written.match(/\d+/g) ?? [];
  const digits = groups.join('');
  const starts: number[] = [];
  groups.reduce((at, group) => (starts.push(at), at + group.length), 0);

  let at = digits.startsWith('00') ? 2 : 0;
  const international = written.startsWith('+') || at === 2 || (digits.startsWith('54') && digits.length >= 12);
  let mobile = false;
  if (international) {
    if (!digits.startsWith('54', at)) {
      const foreign = digits.slice(at);
      return FOREIGN.test(foreign) ? { country: 'other', digits: foreign } : null;
    }
    at += 2;
    if (digits[at] === '9') {
      mobile = true;
      at += 1;
    }
  }
  if (digits[at] === '0') at += 1;
  const rest = digits.slice(at);

  const boundary = starts.find((start) => start > at);
  let areaLength = boundary !== undefined && boundary - at >= 2 && boundary - at <= 4 ? boundary - at : 0;
  if (areaLength === 0 && rest.length === 12) {
    const places = [2, 3, 4].filter((length) => rest.startsWith('15', length));
    if (places.length === 1) areaLength = places[0] ?? 0;
  }
  const national = argentineNational(rest.slice(0, areaLength), rest.slice(areaLength));
  if (!AR_NATIONAL.test(national.digits)) return null;
  return { country: '54', national: national.digits, mobile: mobile || national.mobile };
}

/** `tel:` and the number in international form: `+549…` for a mobile (a `9` or a `15` written), `+54…` otherwise. */
export function telHref(phone: string | null | undefined): string | null {
  const read = readPhone(phone);
  if (read === null) return null;
  if (read.country === 'other') return `tel:+${read.digits}`;
  return `tel:+54${read.mobile ? '9' : ''}${read.national}`;
}

/** `https://wa.me/` and the international digits: WhatsApp numbers are mobiles, so Argentine ones take the `9`. */
export function whatsappHref(whatsapp: string | null | undefined): string | null {
  const read = readPhone(whatsapp);
  if (read === null) return null;
  return `https://wa.me/${read.country === 'other' ? read.digits : `549${read.national}`}`;
}

/** A distributor's place, when the API sends both coordinates (the schema has checked their range). */
export interface Place {
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/**
 * 'Cómo llegar': Google Maps directions to the coordinates when the distributor has them
 * (`destination=lat,lng`: the shop's door, not the street's middle); otherwise a search
 * for the address, with the locality and province; none without either.
 */
export function directionsHref(
  address: string | null | undefined,
  locality: string | null | undefined,
  province: string,
  { lat, lng }: Place = {},
): string | null {
  if (typeof lat === 'number' && typeof lng === 'number') return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  const tidy = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');
  if (tidy(address) === '') return null;
  const query = [address, locality, province]
    .map(tidy)
    .filter((part) => part !== '')
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
