/** Placeholder until this screen is built. */
export default function HomePage() {
  return null;
}
