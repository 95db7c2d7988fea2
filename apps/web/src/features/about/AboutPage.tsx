/** Placeholder until this screen is built. */
export default function AboutPage() {
  return null;
}
