import { describe, expect, it } from 'vitest';
import { API, type JsonOperationId } from '../contracts/api.ts';
import { ANSWER_CHECKS } from './answer-checks.ts';

const tokens = {
  authorisationToken: 'a.b.c',
  refreshToken: 'r',
  exp: 1_900_000_000,
  missingInformationStatus: 'NONE',
  lacksConfirmation: false,
};

// Each answer with one field removed or mistyped, and non-objects.
const variants: unknown[] = [
  tokens,
  { ...tokens, missingInformationStatus: 'MISSING', extra: 1 },
  null,
  [],
  'tokens',
  ...Object.keys(tokens).map((key) => Object.fromEntries(Object.entries(tokens).filter(([k]) => k !== key))),
  { ...tokens, authorisationToken: 1 },
  { ...tokens, refreshToken: null },
  { ...tokens, exp: 1.5 },
  { ...tokens, exp: '1900000000' },
  { ...tokens, missingInformationStatus: 'SOME' },
  { ...tokens, lacksConfirmation: 'false' },
];

describe('answers checked by hand', () => {
  it.each(Object.keys(ANSWER_CHECKS) as JsonOperationId[])('%s accepts exactly what its schema accepts', (id) => {
    const check = ANSWER_CHECKS[id];
    const schema = API[id].response;
    for (const value of variants) expect([value, check?.(value)]).toEqual([value, schema.safeParse(value).success]);
  });
});
