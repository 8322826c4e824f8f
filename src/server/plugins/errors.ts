// One error handler: every failure becomes the spec's error shape; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
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
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own 4xx: unparseable JSON, body too large, unsupported media type.
      body = {
        status: error.statusCode,
        code: error.statusCode === 416 ? 'RANGE_NOT_SATISFIABLE' : 'BAD_REQUEST',
        message: error.message,
        messageKey: 'generic',
        requestId: request.id,
      };
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
