/** Placeholder until this screen is built. */
export default function ResetPasswordPage() {
  return null;
}
