import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

export interface MultipartForm {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

const fieldError = (field: string, code: 'UNKNOWN_FIELD' | 'TOO_LONG' | 'INVALID_TYPE') => new AppError(400, code, undefined, [{ field, code }]);

/**
 * Reads a multipart form fully into memory (the plugin caps each file at
 * MAX_UPLOAD_BYTES). Only the named file fields are accepted, once each; an
 * empty file part (a form sent with no file chosen) counts as absent. A file
 * over the cap is 413 IMAGE_TOO_LARGE. Duplicate text fields are refused.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (seen.has(name)) throw fieldError(name, 'INVALID_TYPE');
      seen.add(name);
      if (part.type === 'file') {
        if (!fileFields.includes(name)) {
          part.file.resume();
          throw fieldError(name, 'UNKNOWN_FIELD');
        }
        const data = await part.toBuffer();
        if (data.length > 0 || part.filename) form.files[name] = data;
      } else {
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
