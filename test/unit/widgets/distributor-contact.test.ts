import { directionsHref, telHref, whatsappHref } from '../../../src/shared/distributors/contact';
import { searchKey, searchText, searchWords } from '../../../src/widgets/distributor-list/search';

describe("distributors' phone numbers, as Argentines write them", () => {
  test.each([
    // written, tel:, wa.me
    ['(0351) 422-3344', 'tel:+543514223344', 'https://wa.me/5493514223344'],
    ['0351 15 555-1234', 'tel:+5493515551234', 'https://wa.me/5493515551234'],
    ['011 4831-2200', 'tel:+541148312200', 'https://wa.me/5491148312200'],
    ['011 15 5555-1234', 'tel:+5491155551234', 'https://wa.me/5491155551234'],
    ['221 15 444-7788', 'tel:+5492214447788', 'https://wa.me/5492214447788'],
    ['02983 15 41-2345', 'tel:+5492983412345', 'https://wa.me/5492983412345'],
    ['+54 9 11 5555-0101', 'tel:+5491155550101', 'https://wa.me/5491155550101'],
    ['+54 351 422-3344', 'tel:+543514223344', 'https://wa.me/5493514223344'],
    ['+54 9 11 15 5555-0101', 'tel:+5491155550101', 'https://wa.me/5491155550101'],
    ['0054 11 4831-2200', 'tel:+541148312200', 'https://wa.me/5491148312200'],
    ['5493416001122', 'tel:+5493416001122', 'https://wa.me/5493416001122'],
    ['3514223344', 'tel:+543514223344', 'https://wa.me/5493514223344'],
    // Without spaces, the 15 is found where only it can be.
    ['0111555551234', 'tel:+5491155551234', 'https://wa.me/5491155551234'],
    // A number of its own starting with 15 keeps it.
    ['0351 1512-345', 'tel:+543511512345', 'https://wa.me/5493511512345'],
    // Another country's number: its digits.
    ['+598 2 901 2345', 'tel:+59829012345', 'https://wa.me/59829012345'],
    ['+1 (202) 555-0142', 'tel:+12025550142', 'https://wa.me/12025550142'],
  ])('%s → %s, %s', (written, tel, wa) => {
    expect(telHref(written)).toBe(tel);
    expect(whatsappHref(written)).toBe(wa);
  });

  test.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['javascript:alert(5491155551234)'],
    ['tel:+5491155551234'],
    ['351 422 3344 int. 12'],
    ['<a href=x>0351 422-3344</a>'],
    ['422-3344'],
    ['0351 422-33445566'],
    ['15 5555-1234'],
    ['+54'],
    ['+12'],
  ])('%p is no number: no link', (written) => {
    expect(telHref(written)).toBeNull();
    expect(whatsappHref(written)).toBeNull();
  });
});

describe("'Cómo llegar'", () => {
  test('a Google Maps search for address, locality and province, encoded', () => {
    expect(directionsHref('Av. Colón 1234', 'Córdoba', '  Córdoba ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Col%C3%B3n%201234%2C%20C%C3%B3rdoba%2C%20C%C3%B3rdoba',
    );
    expect(directionsHref('Calle 7 N.º 1020 & 50', null, 'Buenos Aires')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%207%20N.%C2%BA%201020%20%26%2050%2C%20Buenos%20Aires',
    );
  });

  test('no address, no link; hostile text stays query text', () => {
    expect(directionsHref(null, 'Córdoba', 'Córdoba')).toBeNull();
    expect(directionsHref('  ', 'Córdoba', 'Córdoba')).toBeNull();
    const href = directionsHref('javascript:alert(1)#"><script>', null, 'Salta');
    expect(href).toBe('https://www.google.com/maps/search/?api=1&query=javascript%3Aalert(1)%23%22%3E%3Cscript%3E%2C%20Salta');
  });
});

describe('the search text', () => {
  test('accents, case and spaces aside; ñ reads as n', () => {
    expect(searchText('  CÓRDOBA   Capital ')).toBe('cordoba capital');
    expect(searchText('Peñaloza')).toBe('penaloza');
    expect(searchText('Güemes')).toBe('guemes');
    expect(searchWords('  Sur   CÓRDOBA ')).toEqual(['sur', 'cordoba']);
    expect(searchWords('   ')).toEqual([]);
  });

  test('a key of name, locality and address; missing fields left out', () => {
    expect(searchKey({ id: 1, name: 'Casa Sur', province: 'Córdoba', locality: 'Río Cuarto', address: 'Av. Colón 12' })).toBe(
      'casa sur rio cuarto av. colon 12',
    );
    expect(searchKey({ id: 2, name: 'Casa Norte', province: 'Salta', locality: null })).toBe('casa norte');
  });
});

describe("'Cómo llegar' with coordinates", () => {
  test('Google Maps directions to them, whatever the address', () => {
    expect(directionsHref('Av. Colón 1234', 'Córdoba', 'Córdoba', { lat: -31.4201, lng: -64.1888 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-31.4201,-64.1888',
    );
    expect(directionsHref(null, null, 'Salta', { lat: -24.7821, lng: -65.4232 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-24.7821,-65.4232');
  });

  test('one coordinate missing: the address as before', () => {
    expect(directionsHref('Av. Colón 1234', null, 'Córdoba', { lat: -31.4201, lng: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Col%C3%B3n%201234%2C%20C%C3%B3rdoba',
    );
    expect(directionsHref(null, null, 'Córdoba', { lat: null, lng: -64.1 })).toBeNull();
  });
});
