import type { AppContext } from '../context';

/** Demo data for development (idempotent). Filled in by the catalog work. */
export async function seedDemo(_ctx: AppContext): Promise<void> {}
