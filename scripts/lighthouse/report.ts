// Files of an audit: per realm and page the kept run's HTML and JSON report, and summary.json
// with every row, for operators and for the tests.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Row } from './table.ts';
import type { CategoryId, Form } from './types.ts';

export type PageResult = Row & {
  url: string;
  runs: number;
  /** Lighthouse's run warnings of the kept run, and failed runs. */
  warnings: string[];
  /** Report files, relative to the output folder; null when no run succeeded. */
  reports: { html: string; json: string } | null;
};

export type Summary = {
  generatedAt: string;
  base: string;
  formFactor: 'mobile' | 'desktop';
  runs: number;
  categories: CategoryId[];
  timings: boolean;
  passed: boolean;
  results: PageResult[];
  /** The reference page (the stack alone) measured with the same settings; null with --no-reference. Never judged. */
  reference: PageResult | null;
};

/** `arena/home.host.html`: one folder per realm, so a realm's pages sit together. */
export function reportName(realm: string, page: string, form: Form, desktop: boolean, extension: 'html' | 'json'): string {
  return `${realm}/${page}.${form}${desktop ? '.desktop' : ''}.${extension}`;
}

export async function writeReports(out: string, names: { html: string; json: string }, html: string, json: string): Promise<void> {
  await mkdir(dirname(join(out, names.html)), { recursive: true });
  await Promise.all([writeFile(join(out, names.html), html), writeFile(join(out, names.json), json)]);
}

export async function writeSummary(out: string, summary: Summary): Promise<string> {
  await mkdir(out, { recursive: true });
  const file = join(out, 'summary.json');
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
