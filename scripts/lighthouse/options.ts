// Command-line options of `npm run lighthouse`. Pure: parse or throw a UsageError with the reason.
import { parseArgs } from 'node:util';
import { CATEGORIES, type CategoryId } from './types.ts';

export type Options = {
  /** Realms to audit; empty: every realm the server lists. */
  realms: string[];
  /** Pages (by name in lighthouse.config.js) to audit; empty: all of them. */
  pages: string[];
  desktop: boolean;
  runs: number;
  /** A running server's origin; null: start the built product on a free port. */
  url: string | null;
  categories: CategoryId[];
  /** false: report the performance score and metrics without judging them. */
  timings: boolean;
  out: string;
  help: boolean;
};

export const USAGE = `Usage: npm run lighthouse -- [options]

Audits every realm's pages (lighthouse.config.js) by host and by /realm/{name} prefix, checks
installability, prints scores and metrics against the thresholds, exits 1 on any miss.

  --realm NAME        only this realm (repeatable; default: every realm in GET /api/realms)
  --page NAME         only this page of lighthouse.config.js (repeatable; default: all)
  --desktop           the desktop preset instead of mobile
  --runs N            run each page N times and judge the median of each value (default 1)
  --url URL           audit a running server (e.g. http://localhost:8080) instead of starting one
  --categories LIST   comma-separated: ${CATEGORIES.join(',')} (default: all)
  --no-timings        report but do not judge the performance score and metrics
  --out DIR           where reports go (default reports/lighthouse)
  --help              this text`;

export class UsageError extends Error {}

const MAX_RUNS = 20;

export function parseOptions(argv: readonly string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        realm: { type: 'string', multiple: true, default: [] },
        page: { type: 'string', multiple: true, default: [] },
        desktop: { type: 'boolean', default: false },
        runs: { type: 'string', default: '1' },
        url: { type: 'string' },
        categories: { type: 'string' },
        'no-timings': { type: 'boolean', default: false },
        out: { type: 'string', default: 'reports/lighthouse' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const v = parsed.values;
  return {
    realms: v.realm,
    pages: v.page,
    desktop: v.desktop,
    runs: parseRuns(v.runs),
    url: v.url === undefined ? null : parseBaseUrl(v.url),
    categories: v.categories === undefined ? [...CATEGORIES] : parseCategories(v.categories),
    timings: !v['no-timings'],
    out: v.out,
    help: v.help,
  };
}

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!/^\d+$/.test(text) || runs < 1 || runs > MAX_RUNS)
    throw new UsageError(`--runs takes a whole number from 1 to ${MAX_RUNS}, not '${text}'`);
  return runs;
}

/** The server's origin: realms are addressed below it, so a path would be ambiguous. */
function parseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url takes a URL such as http://localhost:8080, not '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--url must be http or https, not ${url.protocol}`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new UsageError(`--url takes the server's origin (${url.origin}), without a path`);
  return url.origin;
}

function parseCategories(text: string): CategoryId[] {
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known: readonly string[] = CATEGORIES;
  const unknown = ids.filter((id) => !known.includes(id));
  if (ids.length === 0 || unknown.length > 0)
    throw new UsageError(
      `--categories takes a comma-separated list of ${CATEGORIES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
  return CATEGORIES.filter((id) => ids.includes(id));
}
