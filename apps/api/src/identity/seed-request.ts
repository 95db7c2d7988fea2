import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LivenessChallenge } from '@sahm/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { hashToken } from '../auth/tokens';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { kycDir } from './files';

/** The demo applicant's request: an Iraqi ID and three answered challenges. */
const CHALLENGES: LivenessChallenge[] = ['turn_left', 'blink', 'smile'];

/**
 * The request's pictures, under fixed names (random-looking UUIDs, as stored
 * names must be) so a restart finds them instead of writing new ones. They
 * are drawn here: clearly specimens, nobody's real document or face.
 */
const PICTURES: { file: string; kind: 'document_front' | 'document_back' | 'liveness'; challenge: LivenessChallenge | null; svg: (name: string) => string }[] = [
  { file: '5b0f3c52-8f0e-4c43-9d7e-2a4c1f9e6a01.webp', kind: 'document_front', challenge: null, svg: (name) => idCard('front', name) },
  { file: '5b0f3c52-8f0e-4c43-9d7e-2a4c1f9e6a02.webp', kind: 'document_back', challenge: null, svg: (name) => idCard('back', name) },
  { file: '5b0f3c52-8f0e-4c43-9d7e-2a4c1f9e6a03.webp', kind: 'liveness', challenge: 'turn_left', svg: () => face('turn_left') },
  { file: '5b0f3c52-8f0e-4c43-9d7e-2a4c1f9e6a04.webp', kind: 'liveness', challenge: 'blink', svg: () => face('blink') },
  { file: '5b0f3c52-8f0e-4c43-9d7e-2a4c1f9e6a05.webp', kind: 'liveness', challenge: 'smile', svg: () => face('smile') },
];

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function idCard(side: 'front' | 'back', name: string): string {
  const body =
    side === 'front'
      ? `<rect x="60" y="150" width="260" height="320" rx="16" fill="#c9d6df"/>
         <circle cx="190" cy="260" r="70" fill="#8aa1b1"/><rect x="100" y="350" width="180" height="100" rx="50" fill="#8aa1b1"/>
         <text x="360" y="200" font-size="34" fill="#1b3a4b">${escape(name)}</text>
         <text x="360" y="260" font-size="28" fill="#1b3a4b">Date of birth: 1996-09-03</text>
         <text x="360" y="320" font-size="28" fill="#1b3a4b">No. 000000000000 (specimen)</text>`
      : `<rect x="60" y="160" width="880" height="60" fill="#1b3a4b"/>
         <text x="60" y="300" font-size="28" fill="#1b3a4b">Place of issue: Sulaymaniyah</text>
         <text x="60" y="360" font-size="28" fill="#1b3a4b">Valid until: 2034-01-01</text>
         <text x="60" y="470" font-family="monospace" font-size="30" fill="#1b3a4b">IDIRQ000000000&lt;&lt;SPECIMEN&lt;&lt;&lt;&lt;</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630" viewBox="0 0 1000 630">
    <rect width="1000" height="630" rx="36" fill="#eef3f6"/>
    <text x="60" y="100" font-size="40" font-weight="bold" fill="#1b3a4b">REPUBLIC OF IRAQ · NATIONAL CARD · SPECIMEN</text>
    ${body}
  </svg>`;
}

function face(challenge: LivenessChallenge): string {
  const eyes = challenge === 'blink' ? '<path d="M330 300 h60 M510 300 h60" stroke="#333" stroke-width="10"/>' : '<circle cx="360" cy="300" r="18" fill="#333"/><circle cx="540" cy="300" r="18" fill="#333"/>';
  const mouth = challenge === 'smile' ? '<path d="M360 430 q90 80 180 0" stroke="#333" stroke-width="12" fill="none"/>' : '<path d="M380 440 h140" stroke="#333" stroke-width="12"/>';
  const turn = challenge === 'turn_left' ? ' transform="translate(-60 0) skewY(-4)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700" viewBox="0 0 900 700">
    <rect width="900" height="700" fill="#dfe7ec"/>
    <g${turn}><ellipse cx="450" cy="340" rx="210" ry="260" fill="#e8c4a0"/>${eyes}${mouth}</g>
    <text x="30" y="670" font-size="30" fill="#1b3a4b">liveness frame: ${challenge} (specimen)</text>
  </svg>`;
}

/** Writes a picture unless it is already there (a restart, or another database sharing DATA_DIR). */
async function ensurePicture(dir: string, file: string, svg: string): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  const path = join(dir, file);
  if (!existsSync(path)) {
    const temp = join(dir, `.${file}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temp, data, { mode: 0o640 });
    await rename(temp, path);
  }
  return { width: info.width, height: info.height };
}

/**
 * One pending KYC request from the demo applicant, so the operator console's
 * queue has something to review. Idempotent: once the applicant has any
 * request (pending, or decided since), nothing is added.
 */
export async function seedPendingKycRequest(config: Config, trx: DB, applicantEmail: string): Promise<void> {
  const applicant = await trx.selectFrom('users').select(['id', 'full_name']).where('email', '=', applicantEmail).executeTakeFirst();
  if (!applicant) return;
  const existing = await trx.selectFrom('kyc_requests').select('id').where('user_id', '=', applicant.id).executeTakeFirst();
  if (existing) return;
  const dir = kycDir(config);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const pictures = [];
  for (const p of PICTURES) pictures.push({ ...p, ...(await ensurePicture(dir, p.file, p.svg(applicant.full_name ?? 'Demo Applicant'))) });

  // The challenge set the frames answer, already used (its nonce was never handed out).
  const set = await trx
    .insertInto('liveness_challenges')
    .values({
      user_id: applicant.id,
      nonce_hash: hashToken(randomBytes(32).toString('base64url')),
      challenges: CHALLENGES,
      created_at: sql<Date>`now() - interval '2 hours'`,
      expires_at: sql<Date>`now() - interval '110 minutes'`,
      used_at: sql<Date>`now() - interval '115 minutes'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const request = await trx
    .insertInto('kyc_requests')
    .values({ user_id: applicant.id, proof_type: 'iraqi_id', challenge_id: set.id, challenges: CHALLENGES, created_at: sql<Date>`now() - interval '115 minutes'` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('kyc_images')
    .values(pictures.map((p, position) => ({ request_id: request.id, kind: p.kind, challenge: p.challenge, position, file: p.file, width: p.width, height: p.height })))
    .execute();
  await trx.updateTable('users').set({ kyc_status: 'pending', kyc_reason: null }).where('id', '=', applicant.id).execute();
}
