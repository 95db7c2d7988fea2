import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { deleteStoredImage, readStoredImage, reencodeImage, storeImage, uploadsDir, type ReencodedImage } from '../users/images';

/** Documents keep enough detail to read every line of an ID card or passport page. */
const DOCUMENT_BOX = { width: 2400, height: 2400, fit: 'inside', quality: 88 } as const;
/** A liveness frame only has to show a face and what it does. */
const FRAME_BOX = { width: 1280, height: 1280, fit: 'inside', quality: 80 } as const;

/** Seconds an image link works after the admin opened the request. */
export const IMAGE_LINK_SECONDS = 5 * 60;

/** KYC images live outside the web root, under DATA_DIR/uploads/kyc, and are served only through signed admin links. */
export const kycDir = (config: Config) => uploadsDir(config, 'kyc');

export const reencodeDocument = (data: Buffer, field: string): Promise<ReencodedImage> => reencodeImage(data, field, DOCUMENT_BOX);
export const reencodeFrame = (data: Buffer, field: string): Promise<ReencodedImage> => reencodeImage(data, field, FRAME_BOX);

export const storeKycImage = (config: Config, webp: Buffer) => storeImage(kycDir(config), webp);
export const deleteKycImage = (config: Config, name: string) => deleteStoredImage(kycDir(config), name);
export const readKycImage = (config: Config, name: string) => readStoredImage(kycDir(config), name);

/**
 * The signature of one image link: HMAC-SHA256 over the image, the expiry and
 * the admin it was made for, so a link cannot be stretched, pointed at another
 * image or handed to anyone else (who would also need an admin session).
 */
function sign(config: Config, imageId: string, expires: number, adminId: string): string {
  return createHmac('sha256', config.fileLinkSecret).update(`kyc-image\n${imageId}\n${expires}\n${adminId}`).digest('hex');
}

/** A link to GET /api/admin/kyc-images/{id} for this admin, valid for IMAGE_LINK_SECONDS from `now`. */
export function imageLink(config: Config, imageId: string, adminId: string, now = Date.now()): { url: string; expires: number } {
  const expires = Math.floor(now / 1000) + IMAGE_LINK_SECONDS;
  const signature = sign(config, imageId, expires, adminId);
  return { url: `/api/admin/kyc-images/${imageId}?expires=${expires}&signature=${signature}`, expires };
}

/** Refuses a link that is expired, reaches further ahead than a link can, or was not signed for this image and admin (403). */
export function checkImageLink(config: Config, imageId: string, adminId: string, expires: number, signature: string, now = Date.now()) {
  const seconds = Math.floor(now / 1000);
  const expected = Buffer.from(sign(config, imageId, expires, adminId), 'hex');
  const given = Buffer.from(signature, 'hex');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  if (!genuine || expires < seconds || expires > seconds + IMAGE_LINK_SECONDS) throw new AppError(403, 'KYC_IMAGE_LINK_EXPIRED');
}
