import { randomInt } from 'node:crypto';
import http from 'node:http';
import { query } from './database';
import { HOST_URL } from './host';

/**
 * A visitor of the host's login form without a browser, from an address of its own: Node's
 * HTTP client bound to a loopback address other than 127.0.0.1 (Linux answers the whole
 * 127.0.0.0/8), so that the wrong passwords it sends count on that address's limit, not on the
 * one every browser of the journeys shares. It keeps its cookies (the session, XSRF-TOKEN, the
 * login's device cookie) as a browser would, and sends the form's CSRF token. A browser would
 * not send some of the e-mails the journeys try (`type="email"` takes ASCII letters only).
 */
export class LoginVisitor {
  private readonly cookies = new Map<string, string>();
  private token = '';

  constructor(
    readonly address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    private readonly base: string = HOST_URL,
  ) {}

  /** Another visitor (another browser: cookies of its own) from the same address. */
  sameAddress(): LoginVisitor {
    return new LoginVisitor(this.address, this.base);
  }

  /** Opens the login form: a session and its CSRF token. */
  async open(): Promise<void> {
    const answer = await this.send('GET', '/login');
    if (answer.status !== 200) throw new Error(`GET /login answered ${answer.status}`);
    const token = /name="_token" value="([^"]+)"/.exec(answer.body)?.[1];
    if (token === undefined) throw new Error('no CSRF token in the login form');
    this.token = token;
  }

  /** Sends the form once (opened before). */
  async logIn(email: string, password: string): Promise<LoginAnswer> {
    const answer = await this.send('POST', '/login', new URLSearchParams({ _token: this.token, email, password }).toString());
    return { ...answer, outcome: outcomeOf(answer) };
  }

  private send(method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { Accept: 'text/html', Referer: `${this.base}/login` };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method, headers, localAddress: this.address, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const equals = pair.indexOf('=');
            if (equals > 0) this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
          }
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            retryAfter: typeof retryAfter === 'string' ? Number(retryAfter) : null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  }
}

type Answer = { status: number; location: string | null; retryAfter: number | null; body: string };

/**
 * What the form answered: `wrong` (the password was checked: back to the form, which a
 * redirect says), `in` (logged in: anywhere else), `limited` (429, never checked).
 */
export type LoginAnswer = Answer & { outcome: 'wrong' | 'in' | 'limited' | `status ${number}` };

function outcomeOf({ status, location }: Answer): LoginAnswer['outcome'] {
  if (status === 429) return 'limited';
  if (status === 302) return location !== null && new URL(location).pathname === '/login' ? 'wrong' : 'in';
  return `status ${status}`;
}

/**
 * An account of the journey's own, with the seed's password: the counts are per account, and
 * the other journeys log in as the seed's users, which a lock would hold out. A new one each
 * run (the counts outlive a run in the development mode's file cache).
 */
export function newAccount(email: string): void {
  query(
    `insert into users (name, email, password, registration_completed, role, created_at, updated_at)
     select 'Cuenta de prueba', ?, password, 1, null, created_at, updated_at from users where email = 'editora@example.com'`,
    email,
  );
}
