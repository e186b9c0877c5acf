import { canSend, internationalDigits, keepTyped } from '../../../src/shared/phone/phone';
import { whatsappLink } from '../../../src/shared/sharing/whatsapp-link';
import { recipeUrl, shareText } from '../../../src/shared/sharing/share-link';

describe('the send rule (docs/widgets/sharing.md): an area code and at least 4 digits, separators not counted', () => {
  test.each([
    ['', '12345678', false],
    ['11', '', false],
    ['   ', '12345678', false],
    [' - ', '12345678', false],
    ['11', '123', false],
    ['11', '1234', true],
    ['11', '12 3', false],
    ['11', '1-2-3', false],
    ['11', '12-34', true],
    ['11', 'abcd', false],
    ['11', '15 1234-5678', true],
  ])('area %j, number %j → %s', (areaCode, number, expected) => {
    expect(canSend({ countryCode: '+549', areaCode, number })).toBe(expected);
  });
});

describe('the numeric fields keep digits and the separators people type', () => {
  test.each([
    ['number', '15 1234-5678', '15 1234-5678'],
    ['number', 'abcd', ''],
    ['number', '12ab34', '1234'],
    ['number', '+54 (11) 1234.5678', '54 11 12345678'],
    ['areaCode', '(011)', '011'],
    ['areaCode', '0 11', '0 11'],
    ['countryCode', '+54 9', '+54 9'],
    ['countryCode', '+549x', '+549'],
  ] as const)('%s: %j → %j', (field, typed, kept) => {
    expect(keepTyped(field, typed)).toBe(kept);
  });
});

describe('numbers as Argentines type them become WhatsApp numbers', () => {
  test.each([
    ["the issue's example: trunk 0 and mobile 15", '+549', '011', '15 1234-5678', '5491112345678'],
    ['spaces, dashes and parentheses', '+54 9', '(011)', '1234 - 5678', '5491112345678'],
    ['no leading 0', '+549', '11', '1512345678', '5491112345678'],
    ['no 15', '+549', '011', '12345678', '5491112345678'],
    ['a longer area code (Córdoba)', '+549', '0351', '15 612-3456', '5493516123456'],
    ['a local number that itself starts with 15 stays whole', '+549', '11', '1512-3456', '5491115123456'],
    ['+54 without the mobile 9 gets it', '+54', '011', '15 1234 5678', '5491112345678'],
    ['54 typed without +', '54', '11', '12345678', '5491112345678'],
    ['another country is kept as typed, digits only', '+598', '099', '123 456', '598099123456'],
    ['Spain', '+34', '612', '34 56 78', '34612345678'],
  ])('%s', (_, countryCode, areaCode, number, expected) => {
    expect(internationalDigits({ countryCode, areaCode, number })).toBe(expected);
  });
});

describe('the WhatsApp link', () => {
  test("the text holds the recipe name and its public link on the site's origin", () => {
    expect(recipeUrl(31, 'https://www.example.com.ar')).toBe('https://www.example.com.ar/post/31');
    expect(shareText('Chipá', 'https://www.example.com.ar/post/31')).toContain('Chipá https://www.example.com.ar/post/31');
  });

  test('accents, ñ, &, #, ?, +, quotes and emoji survive the URL unchanged', () => {
    const name = 'Ñoquis & salsa #1? "Mamá\'s" + 🍝';
    const link = whatsappLink('5491112345678', shareText(name, 'https://x.test/post/7'));
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/5491112345678');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(shareText(name, 'https://x.test/post/7'));
    expect(url.hash).toBe('');
    // Nothing WhatsApp could read as a separator is left raw.
    expect(link.split('?text=')[1]).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/);
  });
});
