import { describe, expect, it } from 'vitest';
import { parseOptions, shardArgs, UsageError } from '../../scripts/lighthouse/options.ts';

describe('parseOptions', () => {
  it('defaults to every realm, page and category, mobile, one run, a server of its own', () => {
    expect(parseOptions([])).toEqual({
      realms: [],
      pages: [],
      desktop: false,
      formsInTurn: false,
      runs: 1,
      jobs: 1,
      shard: null,
      url: null,
      categories: ['performance', 'accessibility', 'best-practices', 'seo'],
      timings: true,
      out: 'reports/lighthouse',
      reference: true,
      help: false,
    });
  });

  it('takes repeated realms and pages, the desktop preset, runs and a base URL', () => {
    const options = parseOptions([
      '--realm',
      'arena',
      '--realm=club',
      '--page',
      'home',
      '--desktop',
      '--runs',
      '3',
      '--url',
      'http://localhost:8181/',
    ]);
    expect(options).toMatchObject({ realms: ['arena', 'club'], pages: ['home'], desktop: true, runs: 3, url: 'http://localhost:8181' });
  });

  it('takes the gate used by npm test: some categories, no timings, another folder', () => {
    const options = parseOptions(['--categories', 'seo, accessibility,best-practices', '--no-timings', '--out', '.cache/x']);
    // In Lighthouse's order, whatever order they were given in.
    expect(options).toMatchObject({ categories: ['accessibility', 'best-practices', 'seo'], timings: false, out: '.cache/x' });
    expect(parseOptions(['--jobs', '2']).jobs).toBe(2);
  });

  it('skips the reference page when told to', () => {
    expect(parseOptions(['--no-reference']).reference).toBe(false);
  });

  it.each([
    [['--runs', '0'], /--runs/],
    [['--runs', '2.5'], /--runs/],
    [['--runs', '21'], /--runs/],
    [['--jobs', '0'], /--jobs/],
    [['--jobs', '9'], /--jobs/],
    [['--shard', '2/2'], /--shard/],
    [['--shard', 'one'], /--shard/],
    [['--url', 'localhost:8080'], /--url/],
    [['--url', 'ftp://localhost'], /http or https/],
    [['--url', 'http://localhost:8080/realm/arena/'], /origin/],
    [['--categories', 'pwa'], /unknown: pwa/],
    [['--categories', ','], /--categories/],
    [['--realms', 'arena'], /Unknown option/],
    [['arena'], /positional/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });

  it("gives a --jobs child the same audit of its share, on the parent's server", () => {
    const parent = parseOptions([
      '--realm',
      'arena',
      '--page',
      'home',
      '--categories',
      'seo',
      '--no-timings',
      '--forms-in-turn',
      '--runs',
      '3',
      '--jobs',
      '2',
      '--out',
      '.cache/x',
    ]);
    const child = parseOptions(shardArgs(parent, 'http://localhost:9999', { index: 1, count: 2 }));
    expect(child).toEqual({ ...parent, jobs: 1, url: 'http://localhost:9999', shard: { index: 1, count: 2 } });
  });
});
