// One error handler: every failure becomes the spec's error shape; 5xx details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../contracts/errors.ts';
import { HttpError } from '../errors.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let body: ApiError;
    if (error instanceof HttpError) {
      body = {
        status: error.status,
        code: error.code,
        message: error.message,
        messageKey: error.messageKey,
        ...(error.details ? { details: error.details } : {}),
        requestId: request.id,
      };
      copyErrorHeaders(error, reply);
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own 4xx (unparseable JSON, body too large, unsupported media type) and
      // @fastify/static's: a range no byte of which exists is a 416 carrying `bytes */{size}`.
      const range = error.statusCode === 416;
      body = {
        status: error.statusCode,
        code: range ? 'RANGE_NOT_SATISFIABLE' : 'BAD_REQUEST',
        message: range ? `Range ${request.headers.range ?? ''} cannot be satisfied from this file` : error.message,
        messageKey: 'generic',
        requestId: request.id,
      };
      copyErrorHeaders(error, reply);
    } else {
      request.log.error({ err: error, url: request.url }, 'request failed');
      body = {
        status: 500,
        code: 'INTERNAL',
        message: 'An internal error occurred',
        messageKey: 'errorOccurredPleaseTryAgain',
        requestId: request.id,
      };
    }
    if (body.status >= 500 && error instanceof HttpError) request.log.error({ err: error }, 'request failed');
    void reply.status(body.status).header('cache-control', 'no-store').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      status: 404,
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
      messageKey: 'generic',
      requestId: request.id,
    };
    void reply.status(404).send(body);
  });
}

/** Headers an http-errors error asks for (Content-Range on a 416), as Fastify's own handler sets. */
function copyErrorHeaders(error: object, reply: FastifyReply): void {
  const headers = 'headers' in error ? error.headers : undefined;
  if (typeof headers !== 'object' || headers === null) return;
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') void reply.header(name, value);
}
