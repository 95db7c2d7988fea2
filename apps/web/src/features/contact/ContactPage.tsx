/** Placeholder until this screen is built. */
export default function ContactPage() {
  return null;
}
