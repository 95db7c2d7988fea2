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
/** Stored names are exactly what we generate: a random UUID plus .webp. */
export const PROFILE_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by its magic bytes; the declared mimetype and file name are never trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const unsupported = (field: string) => new AppError(400, 'UNSUPPORTED_IMAGE', undefined, [{ field, code: 'UNSUPPORTED_IMAGE' }]);

/**
 * Re-encodes an uploaded photo: decoded by sharp (whatever it cannot decode is
 * refused), turned upright from EXIF, cropped to cover 512×512 and written as
 * WebP. sharp drops EXIF/GPS and every other metadata unless asked to keep it.
 */
export async function toProfileWebp(data: Buffer, field = 'profileImage'): Promise<Buffer> {
  const kind = sniffImage(data);
  if (!kind) throw unsupported(field);
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // A file whose header says PNG but whose content decodes as something else is refused too.
    if (meta.format !== kind) throw unsupported(field);
    return await image
      .autoOrient()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported(field);
  }
}

/** Profile photos live outside the web root, under the data directory. */
export function profileDir(config: Config): string {
  return join(config.dataDir, 'uploads', 'profile');
}

/** Writes a new photo under a fresh random name; returns the name. */
export async function storeProfileImage(config: Config, webp: Buffer): Promise<string> {
  const dir = profileDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  // Write then rename, so a reader never sees a half-written file.
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, webp, { flag: 'wx', mode: 0o640 });
  await rename(temp, join(dir, name));
  return name;
}

export async function deleteProfileImage(config: Config, name: string | null | undefined): Promise<void> {
  if (!name || !PROFILE_FILE_NAME.test(name)) return;
  await unlink(join(profileDir(config), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The stored photo, or null when the name is not one of ours or the file is gone. */
export async function readProfileImage(config: Config, name: string): Promise<Buffer | null> {
  if (!PROFILE_FILE_NAME.test(name)) return null;
  try {
    return await readFile(join(profileDir(config), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The URL clients use for a stored photo (same origin as the API, decisions.md §1). */
export function profileImageUrl(name: string | null): string | null {
  return name ? `/api/user/files/profile/${name}` : null;
}
