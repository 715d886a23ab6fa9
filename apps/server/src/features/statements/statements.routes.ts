import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps';

// Scaffold (docs/decisions/0046): the routes of this feature are being built.
export async function statementRoutes(_fastify: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
