/** Placeholder until this screen is built. */
export default function RegisterPage() {
  return null;
}
