// Imported first by the server's entry points, before anything allocates much.
//
// glibc's malloc gives threads their own arenas (up to eight per core), and libvips renders
// artwork on several threads (the thread pool and its own workers). Image memory freed on one
// thread then sits in that thread's fragmented arena and is never handed back: 10,000 artwork
// requests grew the server by 550 MB, and it stayed there. With two arenas the same traffic
// leaves it flat (tests/perf/memory.ts). glibc reads the limit only when a process starts, so
// a server started without it replaces itself (process.execve: same pid, same arguments) with
// MALLOC_ARENA_MAX=2 set. Setting MALLOC_ARENA_MAX yourself, to any value, skips this; other C
// libraries (musl) and systems have no such arenas and are left alone.
const ARENAS = '2';

function onGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const header: unknown = Reflect.get(process.report.getReport(), 'header');
  return typeof header === 'object' && header !== null && 'glibcVersionRuntime' in header;
}

// execve exists on POSIX systems only (Node 23.11 and later).
if (process.env.MALLOC_ARENA_MAX === undefined && process.execve && onGlibc()) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: ARENAS,
  });
}
