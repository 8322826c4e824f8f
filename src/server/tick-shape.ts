// Imported by the server's entry points before the database opens (decision 0052).
//
// Every process.nextTick builds a small object (Node's TickObject) whose hidden classes V8 finds
// through transitions it holds only weakly. PGlite's start-up allocates hundreds of megabytes;
// a full collection that runs while no tick object is alive frees those hidden classes and
// clears nextTick's inline caches. nextTick, optimised from the cleared caches, then builds
// every tick object through V8's runtime: measured with `perf`, 25–30 % more CPU per cached
// answer in PGlite mode than in PostgreSQL mode, all of it in Node's own code.
//
// Holding one tick object for the life of the process keeps its hidden classes, and with them
// the caches, alive. It costs one small object. PostgreSQL mode does not need it but loses
// nothing by it.
import { executionAsyncResource } from 'node:async_hooks';

/** A tick object, kept; exported so a test can check it is one (tick-shape.test.ts). */
export const keptTick: object = await new Promise<object>((resolve) => {
  // Inside a nextTick callback the current async resource is the tick object itself.
  process.nextTick(() => resolve(executionAsyncResource()));
});
