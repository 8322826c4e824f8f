// `npm start`: build what is missing or stale, then run the server (API + built app).
// The allocator setting (src/server/allocator.ts) first: it may restart this process.
import '../src/server/allocator.ts';
import { ensureBuild } from './ensure-build.ts';

await ensureBuild();
await import('../src/server/main.ts');
