import { KYC_FORM_FIELDS, kycProofTypes, livenessChallenges, livenessFrameField, MAX_FRAMES_PER_CHALLENGE } from '@sahm/domain';

const image = { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (checked by its bytes), at most 5 MB' };

/**
 * POST /user/kyc-request's multipart form, for the OpenAPI document: built
 * from domain's names, the same ones requests.ts reads, so the two agree.
 */
export const kycRequestForm: Record<string, unknown> = {
  type: 'object',
  required: [KYC_FORM_FIELDS.proofType, KYC_FORM_FIELDS.nonce, KYC_FORM_FIELDS.documentFront],
  properties: {
    [KYC_FORM_FIELDS.proofType]: { type: 'string', enum: [...kycProofTypes], description: 'iraqi_id needs documentFront and documentBack; passport needs documentFront (its photo page) only' },
    [KYC_FORM_FIELDS.nonce]: { type: 'string', maxLength: 200, description: 'From GET /api/user/user/liveness-challenges; single use, 10 minutes' },
    [KYC_FORM_FIELDS.documentFront]: { ...image, description: `${image.description}: the front of the ID, or the passport's photo page` },
    [KYC_FORM_FIELDS.documentBack]: { ...image, description: `${image.description}: the back of the ID (iraqi_id only)` },
    ...Object.fromEntries(
      livenessChallenges.map((challenge) => [
        livenessFrameField(challenge),
        {
          type: 'array',
          items: image,
          minItems: 1,
          maxItems: MAX_FRAMES_PER_CHALLENGE,
          description: `Camera frames of the "${challenge}" challenge (repeat the field for several); required for each challenge of the nonce, refused for the others`,
        },
      ]),
    ),
  },
  additionalProperties: false,
};
