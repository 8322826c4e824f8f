// Fastify parses the query string of every request. The hottest reads (init, section pages)
// arrive with the same few strings, each ten parameters long, so parsed queries are kept by
// their string: a repeated string gets the same frozen object back, which also lets the
// operation layer keep its validated value by that object (routes/operation.ts). Parsing is
// node:querystring's (null-prototype objects, arrays for repeated keys, `+` as a space), as
// fast as Fastify's own for the strings that are not kept.
import { parse, type ParsedUrlQuery } from 'node:querystring';

const MAX_ENTRIES = 512;
const MAX_LENGTH = 1024;

export function memoQuerystringParser(): (query: string) => Readonly<ParsedUrlQuery> {
  const memo = new Map<string, Readonly<ParsedUrlQuery>>();
  return (query) => {
    const known = memo.get(query);
    if (known) return known;
    const parsed = parse(query);
    // Frozen: one object serves many requests, so nobody may change it.
    for (const value of Object.values(parsed)) if (Array.isArray(value)) Object.freeze(value);
    Object.freeze(parsed);
    // Long strings are one-offs; a flood of distinct ones empties the memo rather than growing it.
    if (query.length <= MAX_LENGTH) {
      if (memo.size >= MAX_ENTRIES) memo.clear();
      memo.set(query, parsed);
    }
    return parsed;
  };
}
