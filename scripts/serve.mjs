// `npm start`: serves the demo (after build.mjs --demo) and prints its address.
import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.PORT ?? 8080);
const assetsPort = process.env.ASSETS_PORT ? Number(process.env.ASSETS_PORT) : null;
const { url } = await startDemoServer({ port, assetsPort });
console.log(`Demo: ${url}  (admin: ${url}admin.html)  — Ctrl+C to stop`);
