// providerFetch (src/payments/providers/http.ts), the one way the API calls a payment provider: every
// failure is a ProviderError, which the payment service turns into 503 PAYMENT_PROVIDER_UNAVAILABLE;
// a bare TypeError would be a 500 and say nothing of which provider failed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFetch, ProviderError } from '../src/payments/providers/http';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"PAID","amount":"10000"}');
    } else if (req.url === '/empty') {
      res.writeHead(204).end();
    } else if (req.url === '/html') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    } else if (req.url === '/broken') {
      // Headers and part of the body, then the connection is cut.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"status":');
      setTimeout(() => res.socket?.destroy(), 20);
    } else if (req.url === '/stalls') {
      // Headers at once, then a body that never finishes.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

describe('providerFetch', () => {
  it('answers the status and the parsed JSON; an empty body is null', async () => {
    await expect(providerFetch('fib', `${base}/ok`, { timeoutMs: 2000 })).resolves.toEqual({ status: 200, body: { status: 'PAID', amount: '10000' } });
    await expect(providerFetch('fib', `${base}/empty`, { timeoutMs: 2000 })).resolves.toEqual({ status: 204, body: null });
  });

  it('a base URL that is no URL (a misconfigured setting) is a ProviderError naming the provider', async () => {
    const error = await failure(providerFetch('card', 'card-sandbox/v1/payments', { timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'card', message: expect.stringContaining('card: request to "card-sandbox/v1/payments" failed') });
  });

  it('nothing listening: a ProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(providerFetch('fastpay', `http://127.0.0.1:${port}/v1/payments`, { timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toContain('fastpay: request to /v1/payments failed');
  });

  it('an answer that is not JSON: a ProviderError with the status', async () => {
    const error = await failure(providerFetch('fib', `${base}/html`, { timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ httpStatus: 502, message: 'fib: non-JSON answer (502) from /html' });
  });

  it('a body cut off after its headers: a ProviderError with the status, not a bare TypeError', async () => {
    const error = await failure(providerFetch('fib', `${base}/broken`, { timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ httpStatus: 200, message: expect.stringContaining('fib: answer (200) from /broken broke off') });
  });

  it('a body that outlasts the timeout after its headers: a ProviderError', async () => {
    const error = await failure(providerFetch('card', `${base}/stalls`, { timeoutMs: 300 }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ httpStatus: 200, message: expect.stringContaining('card: answer (200) from /stalls broke off') });
  });
});
