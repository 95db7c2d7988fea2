/** Placeholder until this screen is built. */
export default function ViewPropertiesPage() {
  return null;
}
