// The table printed at the end: one row per realm, page and form, each value that falls short
// marked with ✗. Pure.
import { CATEGORY_LABELS, CATEGORY_NAMES, describeMiss, formatMetric, formatScore, metricLabel } from './format.ts';
import type { CategoryId, Form, Measurement, Miss } from './types.ts';

export type Row = {
  realm: string;
  page: string;
  form: Form;
  measured: Measurement;
  /** Chromium's installability error ids; null when not checked. */
  installability: readonly string[] | null;
  misses: readonly Miss[];
};

export type Columns = { categories: readonly CategoryId[]; metrics: readonly string[] };

const MARK = ' ✗';

export function formatTable(rows: readonly Row[], columns: Columns): string {
  const header = [
    'realm',
    'page',
    'form',
    ...columns.categories.map((c) => CATEGORY_LABELS[c]),
    ...columns.metrics.map(metricLabel),
    'installable',
  ];
  const body = rows.map((row) => {
    const missed = (kind: Miss['kind'], id: string) => row.misses.some((m) => m.kind === kind && m.id === id);
    const mark = (text: string, isMiss: boolean) => (isMiss ? text + MARK : text);
    return [
      row.realm,
      row.page,
      row.form,
      ...columns.categories.map((id) => mark(formatScore(row.measured.scores[id]), missed('category', id))),
      ...columns.metrics.map((id) => mark(formatMetric(id, row.measured.metrics[id]), missed('metric', id))),
      row.installability === null ? '–' : row.installability.length === 0 ? 'yes' : `no${MARK} ${row.installability.join(', ')}`,
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...body.map(line)].join('\n');
}

/** The line under the table: the abbreviated categories spelt out, and what ✗ means. */
export function legend(columns: Columns): string {
  return [...columns.categories.map((id) => `${CATEGORY_LABELS[id]} ${CATEGORY_NAMES[id]}`), '✗ short of lighthouse.config.js'].join(' · ');
}

/**
 * The line under the reference page's table: whether the stack alone meets the thresholds on
 * this machine. A miss there is the machine's; a realm's miss with the stack meeting them is not
 * all the app's either, as the reference page's work can fall before a first paint that the
 * machine presents late (decision 0063).
 */
export function referenceNote(reference: Pick<Row, 'misses'>): string {
  if (reference.misses.length === 0) return 'The stack alone meets every threshold on this machine.';
  return (
    `The stack alone misses ${reference.misses.map(describeMiss).join('; ')} on this machine: its timings run slower ` +
    'than the thresholds assume, so read each realm’s figures against this row.'
  );
}
