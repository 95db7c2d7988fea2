/**
 * The outline of the legal pages (spec.md §1 legal text). Titles and
 * paragraphs live in the catalogs as legal.<document>.<section>.title and
 * .p1, .p2, …; a paragraph may name the support address as {email}.
 */
export type LegalDocument = 'terms' | 'privacy';

export interface LegalSection {
  id: string;
  paragraphs: number;
}

export const legalDocuments: Record<LegalDocument, readonly LegalSection[]> = {
  terms: [
    { id: 'about', paragraphs: 2 },
    { id: 'eligibility', paragraphs: 2 },
    { id: 'registration', paragraphs: 2 },
    { id: 'investing', paragraphs: 2 },
    { id: 'risk', paragraphs: 2 },
    { id: 'wallet', paragraphs: 1 },
    { id: 'conduct', paragraphs: 1 },
    { id: 'liability', paragraphs: 2 },
    { id: 'notices', paragraphs: 2 },
    { id: 'law', paragraphs: 1 },
    { id: 'changes', paragraphs: 1 },
    { id: 'contact', paragraphs: 1 },
  ],
  privacy: [
    { id: 'whoWeAre', paragraphs: 1 },
    { id: 'collect', paragraphs: 3 },
    { id: 'use', paragraphs: 1 },
    { id: 'sharing', paragraphs: 1 },
    { id: 'retention', paragraphs: 1 },
    { id: 'rights', paragraphs: 2 },
    { id: 'security', paragraphs: 1 },
    { id: 'storage', paragraphs: 1 },
    { id: 'changes', paragraphs: 1 },
    { id: 'contact', paragraphs: 1 },
  ],
};

export const SUPPORT_EMAIL = 'support@sahm.iq';
