import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { durationMinutes, formatDuration } from '../../../src/shared/posts/duration';

/**
 * The cards (the bundle) and the printed recipe (the host package's Duration) read a post's
 * times the same way: one corpus through both, compared text by text, so the facts the server
 * prints and the ISO durations of the JSON-LD say what the cards say.
 */
const CORPUS = [
  '1 hora',
  '45 minutos',
  '1 h 30 min',
  '1h30',
  '1h30m',
  '1 hora y media',
  '1 Hora Y Media',
  '90',
  '90 minutos',
  "30'",
  '1,5 horas',
  '1.5 horas',
  '2 horas, 15 minutos',
  '1 hora + 20 min',
  'toda la noche',
  '',
  '   ',
  '2 hs.',
  '20 min.',
  'una hora',
  'media hora',
  'un día',
  '0 min',
  '1 h 30',
  '30 1 h',
  'h',
  '1 h 1 h',
  '  45 minutos  ',
  // The cards' own printing, no-break spaces and all, reads back.
  formatDuration('1 hora y media'),
  '1\u00a0h\u00a030\u00a0min',
  '45\u202fmin',
  '\ufeff45 min',
  '1\u0085h',
  'hoy y mañana',
  'ñy 2 h',
  '٣ horas',
  '10\n minutos',
  '2h\t15',
  '0,5 min',
  '2,5 min',
  '12345 horas',
  '1/2 hora',
  '3 a 4 horas',
];

const answersSchema = v.array(v.object({ minutes: v.nullable(v.number()), label: v.string(), iso: v.nullable(v.string()) }));

function serverReadings(texts: readonly string[]) {
  const result = spawnSync('php', [path.resolve(__dirname, 'duration.php')], { input: JSON.stringify(texts), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(answersSchema, JSON.parse(result.stdout));
}

/** ISO 8601 from minutes, as schema.org's times take them. */
function iso(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

const readings = serverReadings(CORPUS);

test.each(CORPUS.map((text, index) => [JSON.stringify(text), text, readings[index]] as const))(
  '%s reads the same in the bundle and in PHP',
  (_, text, server) => {
    const minutes = durationMinutes(text);
    expect(server).toEqual({ minutes, label: formatDuration(text), iso: minutes === null ? null : iso(minutes) });
  },
);

test('the corpus holds times and texts that are none, and the ISO durations are as schema.org writes them', () => {
  const byText = new Map(CORPUS.map((text, index) => [text, readings[index]]));
  expect(byText.get('1 hora')?.iso).toBe('PT1H');
  expect(byText.get('45 minutos')?.iso).toBe('PT45M');
  expect(byText.get('1 h 30 min')?.iso).toBe('PT1H30M');
  expect(byText.get('1 hora y media')?.label).toBe('1\u00a0h\u00a030\u00a0min');
  expect(byText.get('toda la noche')).toEqual({ minutes: null, label: 'toda la noche', iso: null });
  expect(byText.get('90')).toEqual({ minutes: null, label: '90', iso: null });
  expect(readings.filter((reading) => reading.minutes === null).length).toBeGreaterThan(5);
  expect(readings.filter((reading) => reading.minutes !== null).length).toBeGreaterThan(15);
});
