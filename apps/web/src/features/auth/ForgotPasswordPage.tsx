/** Placeholder until this screen is built. */
export default function ForgotPasswordPage() {
  return null;
}
