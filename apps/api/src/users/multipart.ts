import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

export interface MultipartForm {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

export interface MultipartFiles {
  fields: Record<string, unknown>;
  /** Each accepted file field's files, in the order sent; a field sent with no file is absent. */
  files: Record<string, Buffer[]>;
}

const fieldError = (field: string, code: 'UNKNOWN_FIELD' | 'TOO_LONG' | 'INVALID_TYPE') => new AppError(400, code, undefined, [{ field, code }]);

/**
 * Reads a multipart form fully into memory (the plugin caps each file at
 * MAX_UPLOAD_BYTES and the number of files and parts). `fileFields` names the
 * accepted file fields and how many files each may carry; any other file
 * field is refused, as is a field sent more often than allowed, or a text
 * field sent twice. An empty file part (a form sent with no file chosen)
 * counts as absent. A file over the cap is 413 IMAGE_TOO_LARGE.
 */
export async function readMultipartFiles(request: FastifyRequest, fileFields: Readonly<Record<string, number>>): Promise<MultipartFiles> {
  const form: MultipartFiles = { fields: {}, files: {} };
  const seen = new Map<string, number>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      if (part.type === 'file') {
        const allowed = Object.prototype.hasOwnProperty.call(fileFields, name) ? (fileFields[name] ?? 0) : 0;
        if (!allowed || count > allowed) {
          part.file.resume();
          throw fieldError(name, allowed ? 'INVALID_TYPE' : 'UNKNOWN_FIELD');
        }
        const data = await part.toBuffer();
        if (data.length > 0 || part.filename) (form.files[name] ??= []).push(data);
      } else {
        if (count > 1) throw fieldError(name, 'INVALID_TYPE');
        if (part.valueTruncated) throw fieldError(name, 'TOO_LONG');
        form.fields[name] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'IMAGE_TOO_LARGE');
    }
    throw error;
  }
  return form;
}

/** A form whose named file fields carry one file each (see {@link readMultipartFiles}). */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  const { fields, files } = await readMultipartFiles(request, Object.fromEntries(fileFields.map((name) => [name, 1])));
  const first: Record<string, Buffer> = {};
  for (const [name, list] of Object.entries(files)) if (list[0]) first[name] = list[0];
  return { fields, files: first };
}
