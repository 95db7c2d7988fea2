/** Placeholder until this screen is built. */
export default function LegalPage(_props: { document: 'terms' | 'privacy' }) {
  return null;
}
