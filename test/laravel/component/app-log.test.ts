import { runKernel } from './limits-kernel';

/**
 * The app's own log as production keeps it (host/deploy/env.production: LOG_CHANNEL=daily,
 * LOG_DAYS): a file a day, the oldest going as a new day's is written, so an error repeated for
 * months cannot fill the disk. Development keeps one file, laravel.log, which the tests read.
 */
test('in production, a file a day (`laravel-YYYY-MM-DD.log`), LOG_DAYS kept: the older files go as a new day starts', () => {
  const old = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`laravel-2020-01-0${index + 1}.log`, 'viejo\n']));
  const { answers, logFiles } = runKernel([{ method: 'GET', uri: '/recetas' }], {
    before: ['drop table posts'],
    env: { LOG_CHANNEL: 'daily', LOG_DAYS: '3' },
    logFiles: old,
  });
  expect(answers.map((answer) => answer.status)).toEqual([500]);
  const today = Object.keys(logFiles).filter((name) => !(name in old));
  expect(today).toEqual([expect.stringMatching(/^laravel-\d{4}-\d{2}-\d{2}\.log$/)]);
  expect(logFiles[today[0] ?? '']).toMatch(/\.ERROR: .*no such table: posts/);
  // Today's and the two newest before it.
  expect(Object.keys(logFiles).filter((name) => name in old)).toEqual(['laravel-2020-01-04.log', 'laravel-2020-01-05.log']);
});

test('in development, one file, laravel.log', () => {
  const { logFiles } = runKernel([{ method: 'GET', uri: '/recetas' }], { before: ['drop table posts'] });
  expect(Object.keys(logFiles)).toEqual(['laravel.log']);
  expect(logFiles['laravel.log']).toMatch(/\.ERROR: .*no such table: posts/);
});
