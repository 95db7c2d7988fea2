/** Placeholder until this screen is built. */
export default function OtpPage() {
  return null;
}
