// Requests that fail before any route runs — a URL Fastify cannot decode, headers over 16 KiB,
// bytes Node's parser refuses — answer in the spec's error shape like every other failure, and
// a connection the server has to give up is closed after a complete answer with
// `Connection: close`, never reset, so the client's next connection works (plugins/client-errors.ts).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { startHarness, type Harness } from './harness.ts';
import { rawExchange, rawGet, type RawAnswer } from './raw-http.ts';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await h.close();
});

function expectErrorShape(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = apiError.parse(JSON.parse(answer.body));
  expect(body.status).toBe(status);
  expect(body.messageKey).toBe('generic');
  expect(body.requestId).toBe(answer.headers['x-request-id']);
  expect(answer.body).not.toMatch(/FST_|HPE_|at .*\.(?:js|ts):\d+/);
  return body;
}

/** After a failure, a new connection gets a normal answer: the server is alive and well. */
async function expectServerFine() {
  const next = await rawExchange(port, rawGet('/api/realm/arena'));
  expect(next.status).toBe(200);
  expect(JSON.parse(next.body)).toMatchObject({ realm: 'arena' });
}

test('a malformed percent-encoding in the path is a 400 in the error shape', async () => {
  const answer = await rawExchange(port, rawGet('/api/realm/%E0%A4%A'));
  expect(expectErrorShape(answer, 400).code).toBe('BAD_REQUEST');
  expect(answer.closedCleanly).toBe(true);
  await expectServerFine();
});

test('a path segment longer than any parameter allows is answered in the error shape', async () => {
  // Too long for the :name parameter (maxParamLength), so only the catch-all route matches.
  const answer = await rawExchange(port, rawGet(`/api/realm/${'a'.repeat(400)}`));
  expect(expectErrorShape(answer, 404).code).toBe('NOT_FOUND');
  await expectServerFine();
});

test('headers over 16 KiB are a 431 in the error shape, and the connection closes cleanly', async () => {
  const big = `GET /api/realm/arena HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`;
  const answer = await rawExchange(port, big);
  expectErrorShape(answer, 431);
  expect(answer.headers.connection).toBe('close');
  expect(answer.closedCleanly).toBe(true);
  await expectServerFine();
});

test('raw non-ASCII bytes in the path are a 400 in the error shape, and the connection closes cleanly', async () => {
  const bytes = Buffer.concat([
    Buffer.from('GET /api/realm/'),
    Buffer.from([0xff, 0xfe, 0xc3, 0xa9]),
    Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n'),
  ]);
  const answer = await rawExchange(port, bytes);
  expectErrorShape(answer, 400);
  expect(answer.headers.connection).toBe('close');
  expect(answer.closedCleanly).toBe(true);
  await expectServerFine();
});

test('a client that keeps sending on a refused connection is answered once, then closed without a reset', async () => {
  const garbage = Buffer.concat([Buffer.from('GET /\x01\x02 HTTP/1.1\r\n\r\n'), Buffer.from(rawGet('/api/realm/arena').repeat(50))]);
  const answer = await rawExchange(port, garbage);
  expectErrorShape(answer, 400);
  expect(answer.body.match(/"requestId"/g)).toHaveLength(1);
  expect(answer.closedCleanly).toBe(true);
  await expectServerFine();
});

test('a request line that is not HTTP at all is a 400 in the error shape', async () => {
  const answer = await rawExchange(port, 'HELLO THERE\r\n\r\n');
  expectErrorShape(answer, 400);
  await expectServerFine();
});
