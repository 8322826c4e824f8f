// `npm run dev`: the API server restarting on change, and Vite's dev server proxying /api to it.
import { run } from './run.ts';

const api = run('node', ['--watch-path=src/server', '--watch-path=src/contracts', 'src/server/main.ts'], {
  PORT: process.env.API_PORT ?? '8080',
});
const web = run('vite', []);
process.exitCode = await Promise.race([api, web]);
