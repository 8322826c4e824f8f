// Path patterns (`/video/:id`, `/api/media/:asset/*`) shared by the app's routes and the API
// registry. The parameter names are read from the pattern's type, so a missing parameter is a
// compile error at the call site rather than a runtime surprise. Zod-free: the app's first
// chunk and the service worker import this.

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;

type ParamName<S extends string> = S extends `:${infer Name}` ? Name : S extends '*' ? '*' : never;

/** `'/series/:id/season/:season'` → `{ id: string; season: string }`; no parameters → `{}`. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: string };

/** True when the pattern names at least one parameter. */
export type HasParams<P extends string> = [ParamName<Segments<P>>] extends [never] ? false : true;

const PARAM = /:([A-Za-z][A-Za-z0-9]*)|\*/g;

/** The parameter names of a pattern, in order (`*` for a trailing wildcard). */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[1] ?? '*');
}

/**
 * A pattern's literal text: what comes before its first parameter, and how long all of it is
 * together (where two patterns match one path, the longer literal is the more specific).
 */
export function patternLiterals(pattern: string): { prefix: string; length: number } {
  const firstParam = pattern.search(PARAM);
  return {
    prefix: firstParam < 0 ? pattern : pattern.slice(0, firstParam),
    length: pattern.replace(PARAM, '').length,
  };
}

/**
 * Fills a pattern's parameters, percent-encoding each (a wildcard keeps its slashes). The
 * types make a missing parameter a compile error; the runtime check guards untyped callers.
 */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Readonly<Record<string, string | undefined>>;
  return pattern.replace(PARAM, (whole, name: string | undefined) => {
    const key = name ?? '*';
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`${pattern} needs the parameter ${key}`);
    return key === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

/** The pattern in URI-template form (`/a/:b/*` → `/a/{b}/{file}`), as OpenAPI writes paths. */
export function templatePath(pattern: string, wildcardName: string): string {
  return pattern.replace(PARAM, (_whole, name: string | undefined) => `{${name ?? wildcardName}}`);
}

/** A RegExp matching a concrete path against the pattern (one segment per parameter). */
export function patternRegExp(pattern: string): RegExp {
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(PARAM)) {
    source += escape(pattern.slice(last, m.index)) + (m[0] === '*' ? '.+' : '[^/]+');
    last = (m.index ?? 0) + m[0].length;
  }
  source += escape(pattern.slice(last));
  return new RegExp(`^${source}$`);
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
