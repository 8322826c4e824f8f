import { describe, expect, it } from 'vitest';
import { API, type JsonOperationId } from './api.ts';
import { ANSWER_SCHEMAS } from './answer-schemas.ts';

describe('answer schemas loaded one module at a time', () => {
  const ids = Object.keys(ANSWER_SCHEMAS) as JsonOperationId[];

  it('names every operation that answers JSON, and nothing else', () => {
    const answering = Object.entries(API)
      .filter(([, schemas]) => 'response' in schemas && schemas.response !== undefined)
      .map(([id]) => id);
    expect([...ids].sort()).toEqual(answering.sort());
  });

  it.each(ids)('%s loads the very schema the registry (and so the server) uses', async (id) => {
    expect(await ANSWER_SCHEMAS[id]()).toBe(API[id].response);
  });
});
