import { formatDuration } from '../../../src/shared/posts/duration';

/** The cards keep number and unit together with no-break spaces; compared here as plain spaces. */
const shown = (text: string) => formatDuration(text).replace(/\u00a0/g, ' ');

describe('post times print in one format', () => {
  test.each([
    ['30 minutos', '30 min'],
    ['20 min', '20 min'],
    ['45 min.', '45 min'],
    ['1 minuto', '1 min'],
    ["30'", '30 min'],
    ['45min', '45 min'],
    ['1 hora', '1 h'],
    ['2 horas', '2 h'],
    ['2hs', '2 h'],
    ['1 h', '1 h'],
    ['una hora', '1 h'],
    ['1 h 30 min', '1 h 30 min'],
    ['1h30m', '1 h 30 min'],
    ['1 hora 30 minutos', '1 h 30 min'],
    ['1 hora y 15 minutos', '1 h 15 min'],
    ['1 hora y media', '1 h 30 min'],
    ['media hora', '30 min'],
    ['1,5 horas', '1 h 30 min'],
    ['1.5 h', '1 h 30 min'],
    ['90 minutos', '1 h 30 min'],
    ['1 h 30', '1 h 30 min'],
    ['  30 Minutos ', '30 min'],
  ])('%j → %j', (typed, expected) => {
    expect(shown(typed)).toBe(expected);
  });

  test.each([['Toda la noche'], ['20 a 30 minutos'], ['90'], ['0 min'], ['min 30 h'], ['']])('%j is not read as a time and prints as written', (typed) => {
    expect(formatDuration(typed)).toBe(typed.trim());
  });

  test('number and unit never part at a line end', () => {
    expect(formatDuration('1 hora 30 minutos')).toBe('1\u00a0h\u00a030\u00a0min');
  });
});
