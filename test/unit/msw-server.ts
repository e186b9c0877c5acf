import { setupServer } from 'msw/node';
import { handlers } from '../../mocks/handlers';

/** The mocked backend for jsdom tests; each test may add `server.use(...)` overrides. */
export const server = setupServer(...handlers);
