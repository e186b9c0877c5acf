// `npm start`: serves the demo (after `node demo/build.mjs`) and prints its address.
import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.PORT ?? 8080);
const assetsPort = process.env.ASSETS_PORT ? Number(process.env.ASSETS_PORT) : null;
const production = process.argv.includes('--production');
const { url } = await startDemoServer({ port, assetsPort, production });
const mode = production ? ' (production-like: compressed, cached, API answered by the server)' : '';
console.log(`Demo${mode}: ${url}  (admin: ${url}admin.html)  — Ctrl+C to stop`);
