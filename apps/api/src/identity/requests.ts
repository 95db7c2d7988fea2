import {
  documentSides,
  KYC_FORM_FIELDS,
  kycRequestFields,
  livenessChallenges,
  livenessFrameField,
  MAX_FRAMES_PER_CHALLENGE,
  type KycImageKind,
  type KycRequestNotice,
  type KycRequestSubmitted,
  type LivenessChallenge,
} from '@sahm/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { AppError, type FieldError } from '../http/errors';
import type { SessionUser } from '../http/guard';
import { parse } from '../http/validate';
import { readMultipartFiles } from '../users/multipart';
import { assertMayVerify, findChallengeSet, useChallengeSet } from './challenges';
import type { ReencodedImage } from '../users/images';
import { deleteKycImage, reencodeDocument, reencodeFrame, storeKycImage } from './files';

/** Every file field the form may carry: the document sides once each, each challenge's frames up to three times. */
const FILE_FIELDS: Record<string, number> = {
  [KYC_FORM_FIELDS.documentFront]: 1,
  [KYC_FORM_FIELDS.documentBack]: 1,
  ...Object.fromEntries(livenessChallenges.map((c) => [livenessFrameField(c), MAX_FRAMES_PER_CHALLENGE])),
};

interface Upload {
  field: string;
  kind: KycImageKind;
  challenge: LivenessChallenge | null;
  data: Buffer;
}

/** The files the proof type and the challenge set call for, or a 400 naming every field that is missing or not wanted. */
function pickUploads(files: Record<string, Buffer[]>, proofType: keyof typeof documentSides, challenges: LivenessChallenge[]): Upload[] {
  const problems: FieldError[] = [];
  const uploads: Upload[] = [];
  const sides = documentSides[proofType];
  for (const side of [KYC_FORM_FIELDS.documentFront, KYC_FORM_FIELDS.documentBack] as const) {
    const sent = files[side]?.[0];
    if (!sides.includes(side)) {
      // A passport has one photo page: a "back" would be a picture nobody asked for.
      if (sent) problems.push({ field: side, code: 'UNKNOWN_FIELD' });
    } else if (!sent) problems.push({ field: side, code: 'KYC_DOCUMENT_REQUIRED' });
    else uploads.push({ field: side, kind: side === 'documentFront' ? 'document_front' : 'document_back', challenge: null, data: sent });
  }
  for (const challenge of livenessChallenges) {
    const field = livenessFrameField(challenge);
    const frames = files[field] ?? [];
    if (!challenges.includes(challenge)) {
      if (frames.length) problems.push({ field, code: 'UNKNOWN_FIELD' });
    } else if (!frames.length) problems.push({ field, code: 'LIVENESS_FRAME_REQUIRED' });
  }
  if (problems.length) throw new AppError(400, 'VALIDATION_FAILED', undefined, problems);
  // Frames in the order the camera asked for the challenges.
  for (const challenge of challenges) {
    const field = livenessFrameField(challenge);
    for (const data of files[field] ?? []) uploads.push({ field, kind: 'liveness', challenge, data });
  }
  return uploads;
}

export interface SubmittedKyc {
  submitted: KycRequestSubmitted;
  /** Sent to the admin room once the request committed. */
  notice: KycRequestNotice;
}

/**
 * POST /user/kyc-request. Everything is checked before anything is written:
 * the form, who may verify (challenges.ts), the nonce, the files the proof
 * type and challenges call for, and every image (re-encoded to WebP, metadata
 * stripped). The files are then stored, and one transaction, holding the
 * user's row, uses the nonce, stores the request and its images and sets the
 * user's status to pending; if it fails the files are removed again, so a
 * refused request leaves nothing behind.
 */
export async function submitKycRequest(ctx: AppContext, user: SessionUser, request: FastifyRequest): Promise<SubmittedKyc> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const form = await readMultipartFiles(request, FILE_FIELDS);
  const fields = parse(kycRequestFields, form.fields);
  await assertMayVerify(ctx.db, user.id);
  const set = await findChallengeSet(ctx.db, user.id, fields.nonce);
  const uploads = pickUploads(form.files, fields.proofType, set.challenges);

  const images: (Upload & ReencodedImage)[] = [];
  for (const upload of uploads) {
    const encoded = upload.kind === 'liveness' ? await reencodeFrame(upload.data, upload.field) : await reencodeDocument(upload.data, upload.field);
    images.push({ ...upload, ...encoded });
  }

  const stored: string[] = [];
  try {
    for (const image of images) stored.push(await storeKycImage(ctx.config, image.webp));
    const result = await ctx.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('users')
        .select(['email', 'username', 'full_name'])
        .where('id', '=', user.id)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      // The row is ours now: what was checked above cannot have changed under us.
      await assertMayVerify(trx, user.id);
      await useChallengeSet(trx, user.id, set.id);
      const row = await trx
        .insertInto('kyc_requests')
        .values({ user_id: user.id, proof_type: fields.proofType, challenge_id: set.id, challenges: set.challenges })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('kyc_images')
        .values(
          images.map((image, position) => ({
            request_id: row.id,
            kind: image.kind,
            challenge: image.challenge,
            position,
            file: stored[position] as string,
            width: image.width,
            height: image.height,
          })),
        )
        .execute();
      await trx.updateTable('users').set({ kyc_status: 'pending', kyc_reason: null, updated_at: sql`now()` }).where('id', '=', user.id).execute();
      return { row, account };
    });
    const createdAt = result.row.created_at.toISOString();
    return {
      submitted: { id: result.row.id, status: 'pending', proofType: fields.proofType, challenges: set.challenges, createdAt, kycStatus: 'pending' },
      notice: {
        id: result.row.id,
        userId: user.id,
        email: result.account.email,
        username: result.account.username,
        fullName: result.account.full_name,
        proofType: fields.proofType,
        createdAt,
      },
    };
  } catch (error) {
    await Promise.all(stored.map((name) => deleteKycImage(ctx.config, name).catch(() => undefined)));
    // Two submissions raced past the checks: kyc_requests_one_pending lets one in.
    if ((error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'kyc_requests_one_pending') {
      throw new AppError(409, 'KYC_PENDING');
    }
    throw error;
  }
}
