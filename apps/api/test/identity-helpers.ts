import { livenessFrameField, type KycProofType, type LivenessChallenge } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../src/context';
import { call, registerUser } from './helpers';
import { solid, upload, type Part } from './multipart-helpers';

export const CHALLENGES = '/api/user/user/liveness-challenges';
export const KYC = '/api/user/user/kyc-request';
export const USER = '/api/user/user';
export const ADMIN_KYC = '/api/admin/kyc-requests';

/** Today minus `years` (and plus `days`), as YYYY-MM-DD. */
export function birthday(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A signed-in investor with the personal info identity verification needs. */
export async function applicant(app: FastifyInstance, ctx: AppContext, dateOfBirth = birthday(30)) {
  const u = await registerUser(app, ctx);
  await ctx.db.updateTable('users').set({ full_name: 'Sara Karim', date_of_birth: dateOfBirth }).where('id', '=', u.id).execute();
  return u;
}

export async function startCheck(app: FastifyInstance, token: string) {
  const res = await call(app, 'GET', CHALLENGES, { token });
  if (res.statusCode !== 200) throw new Error(`liveness-challenges: ${res.body}`);
  return res.json().data as { challenges: LivenessChallenge[]; nonce: string; expiresAt: string; expiresInSeconds: number };
}

export const image = (name: string, data: Buffer, contentType = 'image/jpeg', filename = 'photo.jpg'): Part => ({ name, filename, contentType, data });

let pictures: Promise<{ document: Buffer; frame: Buffer }> | undefined;
/** A document-sized JPEG and a camera-sized PNG, made once. */
export const samplePictures = () => (pictures ??= Promise.all([solid('jpeg', 1200, 760), solid('png', 640, 480)]).then(([document, frame]) => ({ document, frame })));

/** A complete form for the proof type and challenges; `omit` and `extra` bend it. */
export async function kycForm(
  proofType: KycProofType | string,
  nonce: string,
  challenges: readonly LivenessChallenge[],
  { omit = [], extra = [], framesEach = 1 }: { omit?: string[]; extra?: Part[]; framesEach?: number } = {},
): Promise<Part[]> {
  const { document, frame } = await samplePictures();
  const parts: Part[] = [
    { name: 'proofType', value: proofType },
    { name: 'nonce', value: nonce },
    image('documentFront', document),
    ...(proofType === 'iraqi_id' ? [image('documentBack', document)] : []),
    ...challenges.flatMap((c) => Array.from({ length: framesEach }, () => image(livenessFrameField(c), frame, 'image/png', 'frame.png'))),
  ];
  return [...parts.filter((p) => !omit.includes(p.name)), ...extra];
}

export const submitKyc = (app: FastifyInstance, token: string | undefined, parts: Part[], lang?: string) => upload(app, KYC, token, parts, lang);

/** A pending request from a fresh applicant; returns the user and the request id. */
export async function pendingRequest(app: FastifyInstance, ctx: AppContext, proofType: KycProofType = 'iraqi_id') {
  const u = await applicant(app, ctx);
  const { nonce, challenges } = await startCheck(app, u.token);
  const res = await submitKyc(app, u.token, await kycForm(proofType, nonce, challenges));
  if (res.statusCode !== 201) throw new Error(`kyc-request: ${res.body}`);
  return { user: u, requestId: res.json().data.id as string, nonce, challenges };
}

/** The files in the KYC store (empty when it does not exist yet). */
export function kycFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads', 'kyc')).sort();
  } catch {
    return [];
  }
}

export async function makeAdmin(app: FastifyInstance, ctx: AppContext) {
  const admin = await registerUser(app, ctx);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return admin;
}
