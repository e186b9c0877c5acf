import { randomUUID } from 'node:crypto';
import { expect, test } from '../../browser/fixtures';
import { query } from '../database';
import { LoginVisitor, newAccount } from '../login-client';
import { PASSWORD } from '../session';

// The login's limits as only the production mode shows them (the others: throttle.spec.ts, which
// runs in both, and component/limits-login.test.ts): its e-mails matched by MariaDB's collation
// (SQLite compares them byte for byte: these spellings are no account there, and their count, by
// the e-mail as the limit normalises it, is limits-login.test.ts's), and its counts taken in one
// atomic step for requests arriving together (Redis's; the development mode's file cache counts
// without a lock).

test("the account's other spellings MariaDB matches it by (full-width, accented, capitals, ß for ss) share its five wrong passwords", async () => {
  const id = randomUUID().slice(0, 8);
  const email = `strauss-${id}@example.com`;
  newAccount(email);
  // \uff53… are full-width letters, \u00e1 an á, \u00df a ß (which utf8mb4_unicode_ci reads as ss).
  const spellings = [
    `\uff53trauss-${id}@example.com`,
    `str\u00e1uss-${id}@example.com`,
    `STRAUSS-${id.toUpperCase()}@EXAMPLE.COM`,
    `strau\u00df-${id}@example.com`,
    `\uff53\uff54\uff52\uff41\uff55\uff53\uff53-${id}@example.com`,
  ];
  // Each from an address of its own: the count is the account's, from anywhere.
  for (const spelling of spellings) {
    expect(query('select email from users where email = ?', spelling), `MariaDB matches ${spelling} to the account`).toEqual([{ email }]);
    const guesser = new LoginVisitor();
    await guesser.open();
    expect((await guesser.logIn(spelling, 'equivocada')).outcome, spelling).toBe('wrong');
  }
  const owner = new LoginVisitor();
  await owner.open();
  const refused = await owner.logIn(email, PASSWORD);
  expect(refused.outcome).toBe('limited');
  expect(refused.retryAfter).toBeGreaterThan(0);
  expect(refused.body).toContain(`Demasiados intentos de ingreso. Esperá ${refused.retryAfter} segundos y probá de nuevo.`);
});

test.describe('wrong passwords sent at once', () => {
  test('thirty for one account, each from an address and a session of its own: five reach the password check, twenty-five are refused', async () => {
    const email = `a-la-vez-${randomUUID()}@example.com`;
    newAccount(email);
    const guessers = Array.from({ length: 30 }, () => new LoginVisitor());
    await Promise.all(guessers.map((guesser) => guesser.open()));
    const answers = await Promise.all(guessers.map((guesser, index) => guesser.logIn(email, `equivocada-${index}`)));
    const outcomes = answers.map((answer) => answer.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(25);
  });

  test('thirty from one address, each for another e-mail: twenty reach the password check, ten are refused', async () => {
    const first = new LoginVisitor();
    const guessers = [first, ...Array.from({ length: 29 }, () => first.sameAddress())];
    await Promise.all(guessers.map((guesser) => guesser.open()));
    const answers = await Promise.all(guessers.map((guesser, index) => guesser.logIn(`a-la-vez-${index}-${randomUUID()}@example.com`, 'equivocada')));
    const outcomes = answers.map((answer) => answer.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(10);
  });
});
