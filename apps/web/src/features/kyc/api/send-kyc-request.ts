import { KYC_FORM_FIELDS, livenessFrameField, type KycProofType, type KycRequestSubmitted, type LivenessChallenge } from '@sahm/domain';
import { api, type UploadProgress } from '../../../lib/api';

export interface KycSubmission {
  proofType: KycProofType;
  nonce: string;
  documentFront: Blob;
  /** The ID card's back; a passport has none. */
  documentBack?: Blob;
  /** One frame per challenge, in the order they were asked. */
  frames: { challenge: LivenessChallenge; image: Blob }[];
}

const extension = (image: Blob) => (image.type === 'image/png' ? 'png' : image.type === 'image/webp' ? 'webp' : 'jpg');

/**
 * POST /user/user/kyc-request (multipart): the document sides and the liveness
 * frames with the nonce; the user's status becomes pending. `onProgress` hears
 * the bytes sent (up to five photos of up to 5 MB each, on a phone's uplink).
 */
export function sendKycRequest({ proofType, nonce, documentFront, documentBack, frames }: KycSubmission, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append(KYC_FORM_FIELDS.proofType, proofType);
  form.append(KYC_FORM_FIELDS.nonce, nonce);
  form.append(KYC_FORM_FIELDS.documentFront, documentFront, `front.${extension(documentFront)}`);
  if (documentBack) form.append(KYC_FORM_FIELDS.documentBack, documentBack, `back.${extension(documentBack)}`);
  for (const { challenge, image } of frames) form.append(livenessFrameField(challenge), image, `${challenge}.${extension(image)}`);
  return api<KycRequestSubmitted>('/user/user/kyc-request', { method: 'POST', body: form, onUploadProgress: onProgress });
}
