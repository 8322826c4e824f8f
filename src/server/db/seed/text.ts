// Fills `{slot}` placeholders in a realm's title and description patterns, once for English
// and once per other locale the pattern has, with the same picks in every language.
import { toLanguageTag } from '../../../contracts/locale.ts';
import type { Rng } from '../../lib/rng.ts';
import type { Localised, Template, Vocabulary } from './realms/types.ts';

export type ComposedText = {
  title: string;
  /** Non-English titles by locale; English is `title`. */
  titles: Record<string, string>;
  description: string;
  descriptions: Record<string, string>;
};

const PLACEHOLDER = /\{(\w+)(?:#(\d))?\}/g;

type Value = string | Localised;

function inLocale(value: Value, locale: string): string {
  return typeof value === 'string' ? value : (value[locale] ?? value.en_US);
}

/** `{team}` and `{team#2}` take two different entries of the same list. */
function pickValues(rng: Rng, template: Template, vocabulary: Vocabulary, context: Record<string, Value>): Map<string, Value> {
  const chosen = new Map<string, Value>();
  const used = new Map<string, Set<number>>();
  const patterns = [...Object.values(template.title), ...Object.values(template.description)];
  for (const pattern of patterns) {
    if (!pattern) continue;
    for (const match of pattern.matchAll(PLACEHOLDER)) {
      const token = match[0];
      const base = match[1] ?? '';
      if (chosen.has(token)) continue;
      const fixed = context[base];
      if (fixed !== undefined) {
        chosen.set(token, fixed);
        continue;
      }
      const list = vocabulary.slots[base];
      if (!list || list.length === 0) throw new Error(`No words for placeholder ${token}`);
      const taken = used.get(base) ?? new Set<number>();
      let index = rng.int(0, list.length - 1);
      // Walk forward to the next unused entry so "X vs X" cannot happen.
      for (let step = 0; taken.has(index) && step < list.length; step++) index = (index + 1) % list.length;
      taken.add(index);
      used.set(base, taken);
      chosen.set(token, list[index] as Value);
    }
  }
  return chosen;
}

/** Words picked mid-sentence in lower case ("futebol") may open a sentence: capitalise it. */
function render(pattern: string, values: Map<string, Value>, locale: string): string {
  const text = pattern.replace(PLACEHOLDER, (token) => {
    const value = values.get(token);
    return value === undefined ? token : inLocale(value, locale);
  });
  return text.charAt(0).toLocaleUpperCase(toLanguageTag(locale)) + text.slice(1);
}

function localise(text: Localised, values: Map<string, Value>, locales: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of locales) {
    const pattern = text[locale];
    if (locale !== 'en_US' && pattern) out[locale] = render(pattern, values, locale);
  }
  return out;
}

export function compose(
  rng: Rng,
  template: Template,
  vocabulary: Vocabulary,
  locales: readonly string[],
  context: Record<string, Value> = {},
): ComposedText {
  const values = pickValues(rng, template, vocabulary, context);
  return {
    title: render(template.title.en_US, values, 'en_US'),
    titles: localise(template.title, values, locales),
    description: render(template.description.en_US, values, 'en_US'),
    descriptions: localise(template.description, values, locales),
  };
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** II, III, … XXXIX; plain digits beyond, where numerals stop being readable. */
export function roman(n: number): string {
  if (n >= 40) return String(n);
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** The `n`th use of a title, told apart by the realm's pattern, in every locale it has. */
export function retitle(text: ComposedText, pattern: Localised, n: number): ComposedText {
  const apply = (locale: string, title: string) =>
    (pattern[locale] ?? pattern.en_US).replaceAll('{title}', title).replaceAll('{n}', roman(n));
  const titles = Object.fromEntries(Object.entries(text.titles).map(([locale, title]) => [locale, apply(locale, title)]));
  return { ...text, title: apply('en_US', text.title), titles };
}
