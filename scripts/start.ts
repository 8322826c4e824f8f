// `npm start`: build what is missing or stale, then run the server (API + built app).
import { ensureBuild } from './ensure-build.ts';

await ensureBuild();
await import('../src/server/main.ts');
