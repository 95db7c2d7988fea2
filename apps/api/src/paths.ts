import { fileURLToPath } from 'node:url';

/**
 * The folder of @sahm/api. This module sits one level below it both as source
 * (src/paths.ts) and inside the build (dist/main.js), so every file the server
 * reads at run time (SQL, seed pictures, the web build) is found from here
 * whether it runs compiled or from source.
 */
export const apiDir = fileURLToPath(new URL('..', import.meta.url));
