// Placeholder: filled in by the work that owns this route file.
import type { FastifyInstance } from 'fastify';

export default async function routes(_app: FastifyInstance): Promise<void> {}
