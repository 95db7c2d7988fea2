import {
  MAX_PROPERTY_DOCUMENTS,
  MAX_PROPERTY_FILES_PER_UPLOAD,
  MAX_PROPERTY_IMAGES,
  PROPERTY_UPLOAD_FIELDS,
  propertyDocumentFields,
  type AdminProperty,
  type AppLocale,
} from '@sahm/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROPERTY_FILES_URL, PROPERTY_PLACEHOLDER_URL, propertyFilesDir, uploadedPropertyFile } from '../catalog/files';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { PropertyDocument } from '../db/schema';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { reencodeImage } from '../users/images';
import { readMultipartFiles } from '../users/multipart';
import { recordAudit } from './audit';
import { fileNameOf, getAdminProperty } from './properties';

export type PropertyFileList = 'images' | 'documents';

/** Pictures are fitted inside this box (never enlarged) and re-encoded to WebP. */
const IMAGE_BOX = 2048;

/** Multipart form parts, for the OpenAPI document. */
export const propertyImagesForm: Record<string, unknown> = {
  type: 'object',
  required: [PROPERTY_UPLOAD_FIELDS.images],
  properties: {
    [PROPERTY_UPLOAD_FIELDS.images]: {
      type: 'array',
      items: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (checked by its bytes), at most 5 MB' },
      minItems: 1,
      maxItems: MAX_PROPERTY_FILES_PER_UPLOAD,
      description: `Repeat the field for several pictures (at most ${MAX_PROPERTY_FILES_PER_UPLOAD}); they are added after the existing ones, in the order sent`,
    },
  },
  additionalProperties: false,
};

export const propertyDocumentForm: Record<string, unknown> = {
  type: 'object',
  required: [PROPERTY_UPLOAD_FIELDS.document, 'titleEn'],
  properties: {
    [PROPERTY_UPLOAD_FIELDS.document]: { type: 'string', format: 'binary', description: 'A PDF (checked by its bytes), at most 5 MB' },
    kind: { type: 'string', enum: ['main', 'other'], default: 'other', description: 'main documents are listed first on the property page' },
    titleEn: { type: 'string', maxLength: 200 },
    titleAr: { type: 'string', maxLength: 200 },
    titleKr: { type: 'string', maxLength: 200 },
    titleBh: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
};

const fieldError = (status: number, code: 'REQUIRED' | 'UNSUPPORTED_DOCUMENT' | 'PROPERTY_TOO_MANY_FILES' | 'UNKNOWN_FIELD', field: string) =>
  new AppError(status, code, undefined, [{ field, code }]);

/** A PDF by its bytes: the header at the start and an end-of-file marker near the end (the declared type and name are never trusted). */
export function isPdf(data: Buffer): boolean {
  return data.length > 16 && data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).includes('%%EOF');
}

/** Writes a file under a fresh random name (write, then rename, so a reader never sees half of it); returns the name. */
async function storeFile(config: Config, ext: 'webp' | 'pdf', data: Buffer): Promise<string> {
  const dir = propertyFilesDir(config);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const name = `${randomUUID()}.${ext}`;
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, data, { flag: 'wx', mode: 0o640 });
  await rename(temp, join(dir, name));
  return name;
}

/** Removes uploaded files by URL; seed files and anything not ours are left alone, a file already gone is fine. */
export async function deletePropertyFiles(config: Config, urls: string[]): Promise<void> {
  for (const url of urls) {
    const name = uploadedPropertyFile(url);
    if (!name) continue;
    await unlink(join(propertyFilesDir(config), name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

function requireMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
}

/**
 * The upload functions store the new files first, then add them to the
 * property in one transaction with its row locked; when that fails the files
 * are removed again, so the disk keeps no file a property does not name (a
 * crash in between leaves at most an unreferenced file).
 *
 * POST /admin/properties/{id}/images: pictures appended in the order sent.
 * Each is checked by its bytes (JPEG, PNG or WebP, at most 5 MB), fitted
 * within 2048×2048 and re-encoded to WebP without metadata, stored under
 * DATA_DIR/uploads/properties and served publicly. The first picture is the
 * cover. At most MAX_PROPERTY_IMAGES per property. Audited.
 */
export async function addPropertyImages(ctx: AppContext, adminId: string, locale: AppLocale, id: string, request: FastifyRequest): Promise<AdminProperty> {
  requireMultipart(request);
  const field = PROPERTY_UPLOAD_FIELDS.images;
  const form = await readMultipartFiles(request, { [field]: MAX_PROPERTY_FILES_PER_UPLOAD });
  const extra = Object.keys(form.fields);
  if (extra.length) throw new AppError(400, 'UNKNOWN_FIELD', undefined, extra.map((name) => ({ field: name, code: 'UNKNOWN_FIELD' as const })));
  const uploads = form.files[field] ?? [];
  if (!uploads.length) throw fieldError(400, 'REQUIRED', field);
  // All re-encoded before anything is written: one bad picture refuses the whole request.
  const pictures = [];
  for (const data of uploads) pictures.push(await reencodeImage(data, field, { width: IMAGE_BOX, height: IMAGE_BOX, fit: 'inside', quality: 82 }));

  const urls: string[] = [];
  try {
    for (const picture of pictures) urls.push(`${PROPERTY_FILES_URL}${await storeFile(ctx.config, 'webp', picture.webp)}`);
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('properties').select(['images']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
      if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
      const images = [...(row.images ?? []), ...urls];
      if (images.length > MAX_PROPERTY_IMAGES) throw fieldError(400, 'PROPERTY_TOO_MANY_FILES', field);
      await trx
        .updateTable('properties')
        .set({ images: JSON.stringify(images), cover_image: images[0] ?? PROPERTY_PLACEHOLDER_URL, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, { adminId, action: 'property.images_added', targetType: 'property', targetId: id, details: { files: urls.map(fileNameOf) } });
      return getAdminProperty(trx, locale, id);
    });
  } catch (error) {
    await deletePropertyFiles(ctx.config, urls);
    throw error;
  }
}

/**
 * POST /admin/properties/{id}/documents: one PDF (by its bytes, at most
 * 5 MB) with its kind and its title in the four languages (English
 * required), appended to the property's documents, served publicly. At most
 * MAX_PROPERTY_DOCUMENTS per property. Audited.
 */
export async function addPropertyDocument(ctx: AppContext, adminId: string, locale: AppLocale, id: string, request: FastifyRequest): Promise<AdminProperty> {
  requireMultipart(request);
  const field = PROPERTY_UPLOAD_FIELDS.document;
  let form;
  try {
    form = await readMultipartFiles(request, { [field]: 1 });
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMAGE_TOO_LARGE') throw new AppError(413, 'DOCUMENT_TOO_LARGE', undefined, [{ field, code: 'DOCUMENT_TOO_LARGE' }]);
    throw error;
  }
  const fields = parse(propertyDocumentFields, form.fields);
  const data = form.files[field]?.[0];
  if (!data) throw fieldError(400, 'REQUIRED', field);
  if (!isPdf(data)) throw fieldError(400, 'UNSUPPORTED_DOCUMENT', field);

  const title: PropertyDocument['title'] = { en: fields.titleEn };
  if (fields.titleAr) title.ar = fields.titleAr;
  if (fields.titleKr) title.kr = fields.titleKr;
  if (fields.titleBh) title.bh = fields.titleBh;

  const urls: string[] = [];
  try {
    urls.push(`${PROPERTY_FILES_URL}${await storeFile(ctx.config, 'pdf', data)}`);
    const url = urls[0]!;
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('properties').select(['documents']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
      if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
      const documents: PropertyDocument[] = [...(row.documents ?? []), { kind: fields.kind, title, url }];
      if (documents.length > MAX_PROPERTY_DOCUMENTS) throw fieldError(400, 'PROPERTY_TOO_MANY_FILES', field);
      await trx.updateTable('properties').set({ documents: JSON.stringify(documents), updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
      await recordAudit(trx, {
        adminId,
        action: 'property.document_added',
        targetType: 'property',
        targetId: id,
        details: { file: fileNameOf(url), kind: fields.kind, title: title.en },
      });
      return getAdminProperty(trx, locale, id);
    });
  } catch (error) {
    await deletePropertyFiles(ctx.config, urls);
    throw error;
  }
}

/** A list's URLs by file name, as stored. */
const urlsOf = (list: PropertyFileList, row: { images: string[]; documents: PropertyDocument[] }) =>
  list === 'images' ? (row.images ?? []) : (row.documents ?? []).map((d) => d.url);

/**
 * PUT /admin/properties/{id}/images/order | documents/order: `files` names
 * every file of the list exactly once, in the new order (else 400
 * FILES_ORDER_MISMATCH and nothing changes). The first picture becomes the
 * cover. Audited.
 */
export async function orderPropertyFiles(ctx: AppContext, adminId: string, locale: AppLocale, id: string, list: PropertyFileList, files: string[]): Promise<AdminProperty> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('properties').select(['images', 'documents']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
    if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
    const current = urlsOf(list, row).map(fileNameOf);
    const sameSet = files.length === current.length && new Set(files).size === files.length && files.every((f) => current.includes(f));
    if (!sameSet) throw new AppError(400, 'FILES_ORDER_MISMATCH', undefined, [{ field: 'files', code: 'FILES_ORDER_MISMATCH' }]);
    const position = new Map(files.map((f, i) => [f, i]));
    const byOrder = <T>(items: T[], name: (item: T) => string) => [...items].sort((a, b) => position.get(name(a))! - position.get(name(b))!);
    if (list === 'images') {
      const images = byOrder(row.images ?? [], fileNameOf);
      await trx
        .updateTable('properties')
        .set({ images: JSON.stringify(images), cover_image: images[0] ?? PROPERTY_PLACEHOLDER_URL, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    } else {
      const documents = byOrder(row.documents ?? [], (d) => fileNameOf(d.url));
      await trx.updateTable('properties').set({ documents: JSON.stringify(documents), updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    }
    await recordAudit(trx, { adminId, action: `property.${list}_ordered`, targetType: 'property', targetId: id, details: { files } });
    return getAdminProperty(trx, locale, id);
  });
}

/**
 * DELETE /admin/properties/{id}/images/{file} | documents/{file}: off the
 * property in one transaction (the next picture becomes the cover, or the
 * placeholder), then the uploaded file off the disk once that committed.
 * Audited.
 */
export async function removePropertyFile(ctx: AppContext, adminId: string, locale: AppLocale, id: string, list: PropertyFileList, file: string): Promise<AdminProperty> {
  const gone: { url?: string } = {};
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('properties').select(['images', 'documents']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
    if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
    const removed = urlsOf(list, row).find((url) => fileNameOf(url) === file);
    if (!removed) throw new AppError(404, 'PROPERTY_FILE_NOT_FOUND');
    gone.url = removed;
    if (list === 'images') {
      const images = (row.images ?? []).filter((url) => url !== removed);
      await trx
        .updateTable('properties')
        .set({ images: JSON.stringify(images), cover_image: images[0] ?? PROPERTY_PLACEHOLDER_URL, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    } else {
      const documents = (row.documents ?? []).filter((d) => d.url !== removed);
      await trx.updateTable('properties').set({ documents: JSON.stringify(documents), updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    }
    await recordAudit(trx, { adminId, action: `property.${list === 'images' ? 'image' : 'document'}_removed`, targetType: 'property', targetId: id, details: { file } });
    return getAdminProperty(trx, locale, id);
  });
  if (gone.url) await deletePropertyFiles(ctx.config, [gone.url]);
  return answer;
}
