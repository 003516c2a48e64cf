import { FALLBACK_RATE, type ExchangeRate } from '#app/domain/currency/currency';
import { log } from '#app/server/log.server';
import { onPublicChange } from '#app/server/db/public-changes.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { currencyQueries } from '#app/server/currency/queries.server';

/**
 * The rate is read by every public page that shows a price and changes a few times a year: kept for a minute,
 * and dropped on any write to it (this instance's, backend/after-writes.server.ts; another's, db/public-changes.server.ts),
 * like the page cache.
 */

const TTL_MS = 60_000;

/** `generation` moves on every clear: a rate read before a change is used once, not kept. */
const state = ((
  globalThis as { __islandEstatesExchangeRate?: { value?: ExchangeRate; at: number; generation: number } }
).__islandEstatesExchangeRate ??= { at: 0, generation: 0 });

export async function currentRate(capabilities: Capabilities, now = Date.now()): Promise<ExchangeRate> {
  if (state.value && now - state.at <= TTL_MS) return state.value;
  const generation = state.generation;
  try {
    const setting = await capabilities.use(currencyQueries).getExchangeRate();
    const value = setting ? { eurUsd: setting.eurUsd, setAt: setting.setAt } : FALLBACK_RATE;
    if (generation === state.generation) {
      state.value = value;
      state.at = now;
    }
    return value;
  } catch (error) {
    // Prices in their own currency still show; a converted one uses the last rate known, if any.
    log.error('exchange rate read failed', { error });
    return state.value ?? FALLBACK_RATE;
  }
}

export function clearRateCache(): void {
  state.generation += 1;
  state.value = undefined;
  state.at = 0;
}
onPublicChange('exchange rate', clearRateCache);
