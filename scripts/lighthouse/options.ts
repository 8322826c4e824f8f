// Command-line options of `npm run lighthouse`. Pure: parse or throw a UsageError with the reason.
import { parseArgs } from 'node:util';
import { CATEGORIES, type CategoryId } from './types.ts';

export type Options = {
  /** Realms to audit; empty: every realm the server lists. */
  realms: string[];
  /** Pages (by name in lighthouse.config.js) to audit; empty: all of them. */
  pages: string[];
  desktop: boolean;
  /** Each page by one form, host and prefix in turn; the first page by both. */
  formsInTurn: boolean;
  runs: number;
  /** Pages audited at a time, each by a process with a Chromium of its own. */
  jobs: number;
  /** Internal: a child of `--jobs` audits every `count`-th target from `index` (0-based). */
  shard: Shard | null;
  /** A running server's origin; null: start the built product on a free port. */
  url: string | null;
  categories: CategoryId[];
  /** false: report the performance score and metrics without judging them. */
  timings: boolean;
  out: string;
  /** Also audit the reference page (the stack alone) with the same settings; not judged. */
  reference: boolean;
  help: boolean;
};

export type Shard = { index: number; count: number };

export const USAGE = `Usage: npm run lighthouse -- [options]

Audits every realm's pages (lighthouse.config.js) by host and by /realm/{name} prefix, checks
installability, prints scores and metrics against the thresholds, exits 1 on any miss.

  --realm NAME        only this realm (repeatable; default: every realm in GET /api/realms)
  --page NAME         only this page of lighthouse.config.js (repeatable; default: all)
  --desktop           the desktop preset instead of mobile
  --forms-in-turn     each page by one form, host and prefix taking turns (the first page of
                      the list by both): every realm in both forms, about half the audits
  --runs N            run each page N times and judge the median of each value (default 1)
  --jobs N            audit N pages at a time, each by a process with its own Chromium
                      (default 1; with performance judged keep 1: audits side by side slow
                      each other's timings)
  --url URL           audit a running server (e.g. http://localhost:8080) instead of starting one
  --categories LIST   comma-separated: ${CATEGORIES.join(',')} (default: all)
  --no-timings        report but do not judge the performance score and metrics
  --out DIR           where reports go (default reports/lighthouse)
  --no-reference      skip the reference page (the stack alone, audited first with the same
                      settings and printed apart, never judged)
  --help              this text`;

export class UsageError extends Error {}

const MAX_RUNS = 20;
const MAX_JOBS = 8;

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
        'forms-in-turn': { type: 'boolean', default: false },
        runs: { type: 'string', default: '1' },
        jobs: { type: 'string', default: '1' },
        shard: { type: 'string' },
        url: { type: 'string' },
        categories: { type: 'string' },
        'no-timings': { type: 'boolean', default: false },
        out: { type: 'string', default: 'reports/lighthouse' },
        'no-reference': { type: 'boolean', default: false },
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
    formsInTurn: v['forms-in-turn'],
    runs: parseCount('--runs', v.runs, MAX_RUNS),
    jobs: parseCount('--jobs', v.jobs, MAX_JOBS),
    shard: v.shard === undefined ? null : parseShard(v.shard),
    url: v.url === undefined ? null : parseBaseUrl(v.url),
    categories: v.categories === undefined ? [...CATEGORIES] : parseCategories(v.categories),
    timings: !v['no-timings'],
    out: v.out,
    reference: !v['no-reference'],
    help: v.help,
  };
}

function parseCount(flag: string, text: string, most: number): number {
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > most)
    throw new UsageError(`${flag} takes a whole number from 1 to ${most}, not '${text}'`);
  return count;
}

function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) throw new UsageError(`--shard takes K/N with 0 ≤ K < N, not '${text}'`);
  return { index, count };
}

/** The arguments of `--jobs`' child `index`: the same audit, of its share of the targets, on the parent's server. */
export function shardArgs(options: Options, base: string, shard: Shard): string[] {
  return [
    ...options.realms.flatMap((realm) => ['--realm', realm]),
    ...options.pages.flatMap((page) => ['--page', page]),
    ...(options.desktop ? ['--desktop'] : []),
    ...(options.formsInTurn ? ['--forms-in-turn'] : []),
    ...['--runs', String(options.runs), '--categories', options.categories.join(',')],
    ...(options.timings ? [] : ['--no-timings']),
    ...['--out', options.out, '--url', base, '--shard', `${shard.index}/${shard.count}`],
  ];
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
