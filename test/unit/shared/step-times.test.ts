import { findTimes } from '../../../src/shared/posts/duration';

/** Each time found as [as written, minutes]. */
const found = (text: string) => findTimes(text).map((time) => [time.text, time.seconds / 60]);

describe('times in a step’s free text', () => {
  test.each([
    ['Hornear 40 minutos a 180 °C.', [['40 minutos', 40]]],
    ['Dejar levar 1 hora y media.', [['1 hora y media', 90]]],
    ['Cocinar de 10 a 15 minutos, hasta dorar.', [['de 10 a 15 minutos', 10]]],
    ['Hornear entre 1 y 2 horas.', [['entre 1 y 2 horas', 60]]],
    ['Cocinar 10-15 min.', [['10-15 min', 10]]],
    ['Hervir 2 o 3 minutos.', [['2 o 3 minutos', 2]]],
    ['Reposar media hora en la heladera.', [['media hora', 30]]],
    ['Reposar 1/2 hora.', [['1/2 hora', 30]]],
    ['Hornear 1 h 30 min.', [['1 h 30 min', 90]]],
    ['Hornear 1h30m.', [['1h30m', 90]]],
    ['Leudar 2 hs. tapado.', [['2 hs', 120]]],
    ['Leudar 2hs en un lugar tibio.', [['2hs', 120]]],
    ['Amasá diez minutos, hasta que esté lisa.', [['diez minutos', 10]]],
    ['Dejá levar una hora.', [['una hora', 60]]],
    ['Cocinar un minuto por lado.', [['un minuto', 1]]],
    ['Cocinar cuarenta y cinco minutos.', [['cuarenta y cinco minutos', 45]]],
    ['Dejar enfriar un cuarto de hora.', [['un cuarto de hora', 15]]],
    ['Hornear tres cuartos de hora.', [['tres cuartos de hora', 45]]],
    ['Hornear una hora y cuarto.', [['una hora y cuarto', 75]]],
    ['Hornear 1 hora y 15 minutos.', [['1 hora y 15 minutos', 75]]],
    ['Batir 2 minutos y 30 segundos.', [['2 minutos y 30 segundos', 2.5]]],
    ['Procesar 30 segundos.', [['30 segundos', 0.5]]],
    ["Hornear 45' a fuego medio.", [["45'", 45]]],
    ['Hornear 1,5 horas.', [['1,5 horas', 90]]],
    [
      'Dividir en 2 y hornear 20 minutos; dar vuelta y 10 minutos más.',
      [
        ['20 minutos', 20],
        ['10 minutos', 10],
      ],
    ],
    ['HORNEAR 40 MINUTOS.', [['40 MINUTOS', 40]]],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  test.each([
    ['Mezclar la harina con la levadura.'],
    ['Precalentar el horno a 180 °C.'],
    ['Agregar 2 huevos y 1 taza de leche.'],
    ['Hornear unos minutos, hasta dorar.'],
    ['Cortar tiras de 2 m de largo.'],
    ['Dejar reposar toda la noche.'],
    ['Hornear a 180 durante 40.'],
    ['Pasos 1 y 2 juntos.'],
    ['0 minutos'],
    ['Marinar 72 horas.'],
    [''],
  ])('%j has no time (none, no unit, or none a timer should run)', (text) => {
    expect(findTimes(text)).toEqual([]);
  });

  test('each time says where it starts, so a step can point at it', () => {
    const text = 'Cocinar de 10 a 15 minutos.';
    const [time] = findTimes(text);
    expect(time?.index).toBe(text.indexOf('de 10'));
  });
});
