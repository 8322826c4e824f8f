// Fastify gives every request a child logger (request.log) carrying its id. Making one costs
// pino a few microseconds, a quarter of a cached answer's whole budget, and with request
// logging off (app.ts) almost no request ever logs. This factory hands out a stand-in that
// makes the real child on the first call, so only requests that log pay for it.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

// A class with its methods on the prototype, so a request allocates one small object.
class LazyChild implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  // pino's log functions are overloaded; each call goes to the real child's as it came.
  #log(level: Level, args: unknown[]): void {
    const logger = this.#real();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(value: FastifyBaseLogger['level']) {
    this.#real().level = value;
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#log('error', args);
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }

  info(...args: unknown[]): void {
    this.#log('info', args);
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }

  silent(...args: unknown[]): void {
    this.#log('silent', args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new LazyChild(parent, bindings, options);
}
