/**
 * Digits a person may type (glossary.md): ar, kr and bh show Arabic-Indic
 * digits, and codes, phones and amounts are accepted in either set. This turns
 * Arabic-Indic (٠-٩) and Persian/Urdu (۰-۹) digits into ASCII and leaves
 * everything else as it is. Free of zod, so the UI library and search can use
 * it without pulling in the schemas.
 */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const c = d.charCodeAt(0);
    return String(c >= 0x06f0 ? c - 0x06f0 : c - 0x0660);
  });
}
