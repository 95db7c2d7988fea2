// The web tests render screens synchronously in any language: load all four catalogs first
// (the app itself loads only the active one, see src/i18n/index.ts).
import { locales } from '@sahm/domain';
import { loadCatalog } from '../i18n';

await Promise.all(locales.map(loadCatalog));
