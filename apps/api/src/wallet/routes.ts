import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function walletRoutes(_app: FastifyInstance, _ctx: AppContext) {}
