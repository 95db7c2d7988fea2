import type { Config } from '../../config';
import type { PaymentProvider } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cardAdapter } from './card';
import { fastpayAdapter } from './fastpay';
import { fibAdapter } from './fib';
import type { PaymentAdapter } from './types';

/** The sandboxes exist outside production only, whatever the configuration says. */
export const sandboxEnabled = (config: Config) => config.nodeEnv !== 'production' && config.payments.sandbox;

/** A provider's base URL: its own when configured, else its sandbox (outside production). */
export function providerBaseUrl(config: Config, provider: PaymentProvider): string | undefined {
  const own = config.payments[provider].baseUrl;
  if (own) return own.replace(/\/+$/, '');
  return sandboxEnabled(config) ? `${config.payments.sandboxUrl.replace(/\/+$/, '')}/sandbox/${provider}` : undefined;
}

/**
 * The adapter for a provider, read from the configuration at call time: the
 * same code talks to the sandbox and to the real provider. A provider that is
 * not set up (no base URL or credentials in production) is unavailable.
 */
export function adapterFor(config: Config, provider: PaymentProvider): PaymentAdapter {
  const baseUrl = providerBaseUrl(config, provider);
  const { timeoutMs } = config.payments;
  if (provider === 'fib') {
    const { clientId, clientSecret } = config.payments.fib;
    if (baseUrl && clientId && clientSecret) return fibAdapter({ baseUrl, clientId, clientSecret, timeoutMs });
  } else if (provider === 'fastpay') {
    const { storeId, storePassword } = config.payments.fastpay;
    if (baseUrl && storeId && storePassword) return fastpayAdapter({ baseUrl, storeId, storePassword, timeoutMs });
  } else if (provider === 'card') {
    const { secretKey } = config.payments.card;
    if (baseUrl && secretKey) return cardAdapter({ baseUrl, secretKey, timeoutMs });
  }
  throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
}

export type { Checkout, PaymentAdapter, RemoteStatus } from './types';
export { ProviderError } from './http';
