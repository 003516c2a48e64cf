import { FALLBACK_RATE, type ExchangeRate } from '#app/domain/currency';
import type { Backend } from '#app/server/backend/backend.server';
import { log } from '#app/server/log.server';

/**
 * The rate is read by every public page that shows a price and changes a few times a year: kept for a minute,
 * and dropped on any write to it in this process (backend.server.ts), like the page cache.
 */

const TTL_MS = 60_000;

const state = ((globalThis as { __islandEstatesRate?: { value?: ExchangeRate; at: number } }).__islandEstatesRate ??= {
  at: 0,
});

export async function currentRate(backend: Backend, now = Date.now()): Promise<ExchangeRate> {
  if (state.value && now - state.at <= TTL_MS) return state.value;
  try {
    const setting = await backend.getExchangeRate();
    const value = setting ? { eurUsd: setting.eurUsd, setAt: setting.setAt } : FALLBACK_RATE;
    state.value = value;
    state.at = now;
    return value;
  } catch (error) {
    // Prices in their own currency still show; a converted one uses the last rate known, if any.
    log.error('exchange rate read failed', { error });
    return state.value ?? FALLBACK_RATE;
  }
}

export function clearRateCache(): void {
  state.value = undefined;
  state.at = 0;
}
