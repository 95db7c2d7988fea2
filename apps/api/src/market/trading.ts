import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function tradingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
