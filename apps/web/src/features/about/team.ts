/**
 * The team and partners shown on /about-us. People are fictional placeholders
 * until the operator supplies real profiles; names and positions live in the
 * catalogs (about.team.<id>.name / .position) so each language spells them.
 * Partner names are brand names and stay as written.
 */
export const teamMembers = [
  { id: 'ahmed', tone: 'accent' },
  { id: 'shilan', tone: 'success' },
  { id: 'omar', tone: 'warning' },
  { id: 'rozhin', tone: 'neutral' },
  { id: 'zainab', tone: 'accent' },
  { id: 'karwan', tone: 'success' },
] as const;

export type PartnerShape = 'circle' | 'square' | 'triangle' | 'hexagon' | 'diamond';

export const partners: readonly { name: string; shape: PartnerShape }[] = [
  { name: 'Tigris Bank', shape: 'circle' },
  { name: 'Babylon Capital', shape: 'diamond' },
  { name: 'Zagros Properties', shape: 'triangle' },
  { name: 'Euphrates Insurance', shape: 'hexagon' },
  { name: 'Nineveh Holdings', shape: 'square' },
];

/** Up to two initials from a name in any script ("Ahmed Al-Rubaie" → "AA", "أحمد الربيعي" → "أا"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w.replace(/^(al-|ال)/i, ''))[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
