// Failures that happen before a route runs, in the spec's error shape like every other one:
//
// - frameworkErrors: Fastify could not route the URL (a malformed percent-encoding such as
//   %E0%A4%A, a path segment over maxParamLength). The connection is healthy; the answer goes
//   through Fastify's reply as usual.
// - clientErrorHandler: Node's HTTP parser gave up on the bytes (headers over 16 KiB, raw
//   non-ASCII bytes in the request line, garbage). No request exists and the connection
//   cannot be trusted, so the answer is written on the socket as a complete HTTP/1.1 response
//   with `Connection: close`, and the socket is half-closed after it rather than destroyed:
//   destroying it with the client's bytes still unread makes the kernel send a reset, which
//   can discard the answer and fails the client's next request on that connection.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contracts/errors.ts';

/** How long a closing connection may keep sending before it is cut. */
const LINGER_MS = 2000;

function frameworkMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_BAD_URL') return 'The URL is not valid: a percent-encoded part does not decode';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'A part of the URL path is too long';
  return 'The request could not be routed';
}

export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  const server = status >= 500;
  if (server) request.log.error({ err: error }, 'request failed before routing');
  const body: ApiError = {
    status,
    code: server ? 'INTERNAL' : 'BAD_REQUEST',
    message: server ? 'An internal error occurred' : frameworkMessage(error),
    messageKey: server ? 'errorOccurredPleaseTryAgain' : 'generic',
    requestId: request.id,
  };
  void reply.status(status).header('cache-control', 'no-store').header('x-request-id', request.id).send(body);
}

/** Sockets already answered: the parser reports each further chunk of a bad stream again. */
const answered = new WeakSet<Socket>();

function statusOf(error: ConnectionError): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const MESSAGES: Record<number, string> = {
  400: 'The request could not be read as HTTP/1.1 (malformed request line, header or bytes)',
  408: 'The request took too long to arrive',
  431: 'The request headers are larger than the server accepts (16 KiB)',
};

/** A response of an earlier request on this connection is being written: bytes of ours would corrupt it. */
function midResponse(socket: Socket): boolean {
  const current: unknown = Reflect.get(socket, '_httpMessage');
  return typeof current === 'object' && current !== null && Reflect.get(current, '_headerSent') === true;
}

export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection or one already answered has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const status = statusOf(error);
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'unreadable request');
  if (!socket.writable || midResponse(socket)) {
    socket.destroy();
    return;
  }
  const body: ApiError = { status, code: 'BAD_REQUEST', message: MESSAGES[status] ?? 'Bad request', messageKey: 'generic', requestId };
  const json = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'cache-control: no-store',
    `x-request-id: ${requestId}`,
    'connection: close',
  ].join('\r\n');
  // end(): the answer, then FIN. What the client still sends is read and dropped by the
  // parser meanwhile (each chunk reports an error again, ignored above).
  socket.end(`${head}\r\n\r\n${json}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
