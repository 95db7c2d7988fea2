import { z } from 'zod';
import { code } from './common';

export const searchQuery = z.strictObject(
  { search: z.string({ error: 'INVALID_TYPE' }).max(100, code('TOO_LONG')).default('') },
  code('UNKNOWN_FIELD'),
);

export const propertyIdParams = z.strictObject({ id: z.uuid(code('PROPERTY_NOT_FOUND')) }, code('UNKNOWN_FIELD'));
