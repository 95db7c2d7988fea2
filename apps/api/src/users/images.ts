import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config';
import { AppError } from '../http/errors';

/** Side of the square profile photo we keep. */
export const PROFILE_IMAGE_SIZE = 512;
/** Decompression bombs: a 5 MB file may still claim a huge canvas; refuse beyond ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored names are exactly what we generate: a random UUID plus .webp (profile photos and KYC images alike). */
export const STORED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by its magic bytes; the declared mimetype and file name are never trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const unsupported = (field: string) => new AppError(400, 'UNSUPPORTED_IMAGE', undefined, [{ field, code: 'UNSUPPORTED_IMAGE' }]);

/** How an upload is re-encoded: the box it is fitted to and the WebP quality. */
export interface ReencodeOptions {
  width: number;
  height: number;
  /** `cover` crops to exactly width×height (profile photos); `inside` keeps the whole picture within the box, never enlarged (documents). */
  fit: 'cover' | 'inside';
  quality: number;
}

export interface ReencodedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image, the one way every upload is handled: the
 * format is taken from its magic bytes (the declared mimetype and file name
 * are never trusted) and must be JPEG, PNG or WebP; sharp decodes it
 * (whatever it cannot decode, or decodes as another format, is refused), turns
 * it upright from EXIF, fits it to the box and writes WebP. sharp drops EXIF,
 * GPS and every other metadata unless asked to keep it. Refusals are a 400
 * UNSUPPORTED_IMAGE naming `field`.
 */
export async function reencodeImage(data: Buffer, field: string, options: ReencodeOptions): Promise<ReencodedImage> {
  const kind = sniffImage(data);
  if (!kind) throw unsupported(field);
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // A file whose header says PNG but whose content decodes as something else is refused too.
    if (meta.format !== kind) throw unsupported(field);
    const { data: webp, info } = await image
      .autoOrient()
      .resize(options.width, options.height, options.fit === 'cover' ? { fit: 'cover', position: 'centre' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported(field);
  }
}

/** A profile photo: cropped to cover 512×512, WebP. */
export async function toProfileWebp(data: Buffer, field = 'profileImage'): Promise<Buffer> {
  const { webp } = await reencodeImage(data, field, { width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE, fit: 'cover', quality: 82 });
  return webp;
}

/** Uploaded files live outside the web root, under the data directory: uploads/<what>. */
export function uploadsDir(config: Config, what: 'profile' | 'kyc'): string {
  return join(config.dataDir, 'uploads', what);
}

/** Profile photos live outside the web root, under the data directory. */
export function profileDir(config: Config): string {
  return uploadsDir(config, 'profile');
}

/** Writes a re-encoded image under a fresh random name in `dir`; returns the name. */
export async function storeImage(dir: string, webp: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const name = `${randomUUID()}.webp`;
  // Write then rename, so a reader never sees a half-written file.
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, webp, { flag: 'wx', mode: 0o640 });
  await rename(temp, join(dir, name));
  return name;
}

/** Removes a stored image; a name that is not one of ours, or a file already gone, is ignored. */
export async function deleteStoredImage(dir: string, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_IMAGE_NAME.test(name)) return;
  await unlink(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** A stored image, or null when the name is not one of ours or the file is gone. */
export async function readStoredImage(dir: string, name: string): Promise<Buffer | null> {
  if (!STORED_IMAGE_NAME.test(name)) return null;
  try {
    return await readFile(join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes a new photo under a fresh random name; returns the name. */
export const storeProfileImage = (config: Config, webp: Buffer) => storeImage(profileDir(config), webp);
export const deleteProfileImage = (config: Config, name: string | null | undefined) => deleteStoredImage(profileDir(config), name);
/** The stored photo, or null when the name is not one of ours or the file is gone. */
export const readProfileImage = (config: Config, name: string) => readStoredImage(profileDir(config), name);

/** The URL clients use for a stored photo (same origin as the API, decisions.md §1). */
export function profileImageUrl(name: string | null): string | null {
  return name ? `/api/user/files/profile/${name}` : null;
}
