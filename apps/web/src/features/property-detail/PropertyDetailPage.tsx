/** Placeholder until this screen is built. */
export default function PropertyDetailPage() {
  return null;
}
