import type * as z from 'zod';
import type { CreateOnrampSessionBody, GetOnrampProvidersQueryParams } from '@contract-kit/zod';
import { dec } from '@contract-kit/money';
import { errorResponse, notFound, ok, ruleError } from '../../core/errors';
import { originOf, parentOriginOf } from '../../core/origin';
import { requireSession, type Handler } from '../../core/types';
import { depositAddressesFor, randomHex } from '../../store/ids';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import { ecoOf, ONRAMP_PROVIDER } from './catalogue';
import type { OnrampSessionRecord } from './records';
import { ONRAMP_SESSION_VALIDITY_MS, ONRAMP_SESSIONS_PER_MINUTE, sameAddress } from './rules';
import { providerView } from './views';

/**
 * On-ramp (spec 01 §2, §4, §6): the provider list and widget sessions for the embedded provider page
 * (./onramp-page.ts), which completes the order through the simulator step of ./simulator-steps.ts.
 */

/** The provider delivers a currency on a network only where the chain has it enabled. */
function providerSupports(store: Store, crypto?: string, network?: string, fiat?: string): boolean {
  const provider = ONRAMP_PROVIDER;
  if (crypto && !(provider.supportedCurrencies as readonly string[]).includes(crypto)) return false;
  if (network && !(provider.supportedNetworks as readonly string[]).includes(network)) return false;
  if (fiat && !(provider.supportedFiatCurrencies as readonly string[]).includes(fiat)) return false;
  if (crypto && network) {
    const currency = store.get('chainCurrencies', `${network}:${crypto}`);
    if (!currency?.enable) return false;
  }
  return true;
}

const onrampUnavailable = (user: UserRecord) => ruleError(403, user.onrampReason ?? 'Service not available in your region', 'UNSUPPORTED_REGION');

export const getOnrampProviders: Handler<never, z.infer<typeof GetOnrampProvidersQueryParams>> = (context) => {
  const { user } = requireSession(context);
  if (!user.onrampAvailable) return onrampUnavailable(user);
  const { cryptoCurrency, network, fiatCurrency } = context.query;
  const data = providerSupports(context.store, cryptoCurrency, network, fiatCurrency) ? [providerView()] : [];
  return ok({ success: true, data });
};

export const createOnrampSession: Handler<never, never, z.infer<typeof CreateOnrampSessionBody>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, body, request } = context;
  if (!user.onrampAvailable) return onrampUnavailable(user);
  if (body.providerId !== ONRAMP_PROVIDER.id) return notFound('Provider not found');
  const now = clock.nowMs();
  const recent = store.filter('onrampSessions', (session) => session.userId === user.id && now - Date.parse(session.createdAt) < 60_000).length;
  if (recent >= ONRAMP_SESSIONS_PER_MINUTE) {
    return errorResponse(429, 'Too many requests, please try again later', { code: 'RATE_LIMIT_EXCEEDED', errorCode: 'RATE_LIMIT_EXCEEDED', retryAfterSeconds: 60 });
  }
  const invalid = (message: string) => ruleError(422, message, 'INVALID_CONFIG');
  if (!providerSupports(store, body.cryptoCurrency, body.network, body.fiatCurrency)) {
    return invalid(`${ONRAMP_PROVIDER.displayName} does not deliver ${body.cryptoCurrency} on ${body.network} for ${body.fiatCurrency}`);
  }
  const expected = depositAddressesFor(user.id)[ecoOf(body.network)];
  if (!sameAddress(ecoOf(body.network), expected, body.walletAddress)) return invalid('The wallet address is not your deposit address on this network');
  if (body.fiatAmount !== undefined) {
    const fiat = dec(body.fiatAmount);
    if (fiat.lt(ONRAMP_PROVIDER.limits.min) || fiat.gt(ONRAMP_PROVIDER.limits.max)) {
      return invalid(`Amount must be between ${ONRAMP_PROVIDER.limits.min} and ${ONRAMP_PROVIDER.limits.max} ${body.fiatCurrency}`);
    }
  }
  const code = randomHex(6);
  const id = `ors-${code}`;
  const theme = body.theme ?? 'dark';
  const language = body.language ?? 'en';
  const record: OnrampSessionRecord = store.put('onrampSessions', {
    id,
    userId: user.id,
    providerId: ONRAMP_PROVIDER.id,
    cryptoCurrency: body.cryptoCurrency,
    network: body.network,
    fiatCurrency: body.fiatCurrency,
    fiatAmount: body.fiatAmount ?? null,
    walletAddress: body.walletAddress,
    theme,
    language,
    parentOrigin: parentOriginOf(request),
    orderId: `${ONRAMP_PROVIDER.orderPrefix}-${code.toUpperCase()}`,
    status: 'open',
    fee: null,
    cryptoAmount: null,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ONRAMP_SESSION_VALIDITY_MS).toISOString(),
    completedAt: null,
  });
  const widgetUrl = `${originOf(request)}/mock-pages/onramp/${encodeURIComponent(id)}?theme=${theme}&lang=${language}`;
  return ok(
    {
      success: true,
      data: { sessionId: record.id, widgetUrl, expiresAt: record.expiresAt, orderPrefix: ONRAMP_PROVIDER.orderPrefix, environment: ONRAMP_PROVIDER.environment },
    },
    201,
  );
};
