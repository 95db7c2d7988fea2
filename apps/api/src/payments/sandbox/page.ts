import type { PaymentProvider } from '../../db/schema';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const PROVIDER_TITLES: Record<PaymentProvider, string> = {
  fib: 'FIB (First Iraqi Bank) sandbox',
  fastpay: 'FastPay sandbox',
  card: 'Card payment sandbox',
};

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1d24; }
  main { max-inline-size: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin-block: 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .note { background: #fff7d6; border-radius: 8px; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
  label { display: block; font-weight: 600; margin-block-start: 0.75rem; }
  input { font: inherit; inline-size: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; margin-block-start: 1.25rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #136f3a; color: #fff; }
  .decline { background: #fff; color: #9b1c1c; border-color: #9b1c1c; }
  img { display: block; margin: 1rem auto; }
`;

/** A complete, self-contained page: no external assets (CSP default-src 'self'). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PayPageInput {
  provider: PaymentProvider;
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  validUntil: Date;
  status: 'UNPAID' | 'PAID' | 'DECLINED' | 'CANCELED' | 'EXPIRED';
  readableCode?: string | null;
  qrCode?: string;
}

const money = (amount: number, currency: string) => `${amount.toLocaleString('en-US')} ${currency}`;

/** The tester's page: what is being paid, and Pay or Decline while it is still open. */
export function payPage(p: PayPageInput): string {
  const title = PROVIDER_TITLES[p.provider];
  const rows = [
    ['Amount', money(p.amount, p.currency)],
    ['For', p.description ?? '—'],
    ...(p.readableCode ? [['Payment code', p.readableCode]] : []),
    ['Valid until', p.validUntil.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
    ['Status', p.status],
  ];
  const details = `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k!)}</dt><dd>${escapeHtml(v!)}</dd>`).join('')}</dl>`;
  const qr = p.qrCode ? `<img src="${escapeHtml(p.qrCode)}" width="180" height="180" alt="Payment code ${escapeHtml(p.readableCode ?? '')}">` : '';
  const cardFields =
    p.provider === 'card'
      ? `<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<label for="card-name">Name on card</label>
<input id="card-name" name="cardName" autocomplete="off" value="Sandbox Tester">`
      : '';
  const form =
    p.status === 'UNPAID'
      ? `<form method="post" action="/sandbox/${p.provider}/pay/${encodeURIComponent(p.id)}" aria-label="Pay or decline">
${cardFields}
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(money(p.amount, p.currency))}</button>
<button class="decline" type="submit" name="action" value="decline">Decline</button>
</div>
</form>`
      : '<p>This payment can no longer be paid.</p>';
  return htmlPage(
    `${title}: pay ${money(p.amount, p.currency)}`,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">Test page: no real money moves. Paying sends the provider's notification to the merchant.</p>
${qr}
${details}
${form}`,
  );
}

/** After Pay or Decline: the outcome and the way back to the app. */
export function resultPage(provider: PaymentProvider, outcome: 'paid' | 'declined' | 'closed', backUrl: string | null): string {
  const title = PROVIDER_TITLES[provider];
  const text =
    outcome === 'paid' ? 'Payment successful.' : outcome === 'declined' ? 'Payment declined. No money was taken.' : 'This payment can no longer be paid.';
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Return to Sahm</a></p>` : '';
  return htmlPage(`${title}: ${text}`, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(text)}</p>\n${back}`);
}

export function notFoundPage(provider: PaymentProvider): string {
  return htmlPage(`${PROVIDER_TITLES[provider]}: not found`, `<h1>${escapeHtml(PROVIDER_TITLES[provider])}</h1>\n<p>There is no such payment.</p>`);
}

/**
 * The sandbox's stand-in for FIB's QR code: an SVG picture carrying the
 * readable code (a real QR encoder would be a new dependency). Testers open
 * personalAppLink instead of scanning.
 */
export function sandboxQrCode(readableCode: string): string {
  const cells: string[] = [];
  let seed = [...readableCode].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      const lx = x < 7 ? x : x - 14;
      const ly = y < 7 ? y : y - 14;
      const ring = lx === 0 || lx === 6 || ly === 0 || ly === 6;
      const on = finder ? ring || (lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4) : (seed >>> 16) % 2 === 0;
      if (on) cells.push(`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 29"><rect width="25" height="29" fill="#fff"/><g fill="#000">${cells.join('')}</g><text x="12.5" y="27.5" font-size="2.2" text-anchor="middle" font-family="monospace">${escapeHtml(readableCode)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
