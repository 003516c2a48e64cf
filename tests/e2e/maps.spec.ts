import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScriptArgs } from '../helpers/start-env';
import type { Page } from '@playwright/test';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * Issue 15, items 1, 2, 4 and 5 in a browser, with JavaScript on and off: the island maps of the detail
 * and contact pages, a discreet villa whose document carries no coordinates, the editors' map that fills
 * in the coordinates on a click, and 'Explore the area' — absent without MAP_TILES_URL, and with it (a
 * second server of the same build) loading MapLibre only when pressed.
 */

const VILLA_LES_ONDES = '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01'; // a villa: discreet
const MAISON_DU_PORT = '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f02'; // a house: exact
const VILLA_COLOMBIER = '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f06'; // no coordinates
const VILLA_AZUR = '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01'; // a rental: discreet
/** Villa Les Ondes's true point, in the demo content. */
const LES_ONDES_POINT = [17.9183, -62.8211];

/** The requests of MapLibre's chunk, its worker or its styles. */
const MAPLIBRE = /area-map|maplibre|ExploreArea/;

function requestsTo(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('island maps', () => {
  test('the detail pages show the island map: a circle for a discreet villa, a point for a house', async ({ page }) => {
    await go(page, VILLA_LES_ONDES);
    const discreet = page.getByRole('img', { name: /the circle shows the approximate location in Pointe Milou/ });
    await expect(discreet).toBeVisible();
    await expect(page.getByText('Approximate location: the exact address is shared on request.')).toBeVisible();
    await expect(page.getByText('Coastline: GSHHG, Wessel & Smith (LGPL-3.0)')).toBeVisible();

    await go(page, MAISON_DU_PORT);
    await expect(page.getByRole('img', { name: /Map of Saint Barthélemy: the listing is in Gustavia/ })).toBeVisible();

    await go(page, VILLA_COLOMBIER);
    await expect(page.getByText('Map location not available')).toBeVisible();

    await go(page, `/fr${VILLA_AZUR}`);
    await expect(
      page.getByRole('img', { name: /le cercle indique l’emplacement approximatif, à Lurin/ }),
    ).toBeVisible();
  });

  test('a discreet villa’s document carries no coordinates, and no interactive map without MAP_TILES_URL', async ({
    page,
  }) => {
    const maplibre = requestsTo(page, MAPLIBRE);
    const response = await page.request.get(VILLA_LES_ONDES);
    const html = await response.text();
    for (const value of LES_ONDES_POINT) {
      expect(html).not.toContain(value.toFixed(3));
      expect(html).not.toContain(value.toFixed(4));
    }
    expect(html).not.toContain('data-explore-area');
    await go(page, VILLA_LES_ONDES);
    await expect(page.getByRole('button', { name: 'Explore the area' })).toHaveCount(0);
    expect(maplibre).toEqual([]);
  });

  test('the contact page shows both offices on their maps', async ({ page }) => {
    await go(page, '/contact');
    await expect(page.getByRole('img', { name: /Map of the Gustavia office/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Map of the Philipsburg office/ })).toBeVisible();
  });
});

test.describe('the editors’ location', () => {
  test('coordinates off the islands are refused next to the field', async ({ page }) => {
    await signIn(page);
    await go(page, '/admin/properties/new');
    await expect(page.getByLabel('Show approximate location')).toBeChecked();
    await page.getByLabel('Title').fill('E2E Misplaced Villa');
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2750000');
    await page.getByRole('textbox', { name: 'Location' }).fill('Flamands');
    await page.getByLabel('Address').fill('Anse des Flamands');
    await page.getByLabel('Description').fill('Placed on Anguilla by mistake.');
    await page.getByLabel('Latitude').fill('18.2206');
    await page.getByLabel('Longitude').fill('-63.0686');
    await page.getByRole('button', { name: 'Save Property' }).click();
    await expect(page.getByText('These coordinates are not on or near Saint Barthélemy or Sint Maarten')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  });

  test('a click on the island map fills in the coordinates', { tag: '@js-only' }, async ({ page }) => {
    await signIn(page);
    await go(page, '/admin/rentals/new');
    const map = page.getByRole('img', { name: /Map of Saint Barthélemy: click the map to place the listing/ });
    await expect(map).toBeVisible();
    // The middle of the map of Saint Barthélemy (its view: 62.893–62.783° W, 17.871–17.94° N).
    await map.click();
    const latitude = Number(await page.getByLabel('Latitude').inputValue());
    const longitude = Number(await page.getByLabel('Longitude').inputValue());
    expect(Math.abs(latitude - (17.871 + 17.94) / 2)).toBeLessThan(0.002);
    expect(Math.abs(longitude - (-62.893 + -62.783) / 2)).toBeLessThan(0.002);
    // The point shows on the map; another island's map for another island.
    await expect(map.locator('circle.fill-primary')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Island' }).selectOption('Sint Maarten');
    await expect(page.getByRole('img', { name: /Map of Sint Maarten: click the map/ })).toBeVisible();
  });
});

/** A second server of the same build with MAP_TILES_URL set (tiles on this site that do not exist). */
async function startServerWithTiles(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'island-estates-e2e-tiles-'));
  const child: ChildProcess = spawn(process.execPath, startScriptArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: 'pglite:memory',
      SEED_DEMO: '1',
      SESSION_SECRET: 'e2e-tiles-session-secret-not-for-production-0123456789',
      MAP_TILES_URL: '/tiles/islands.pmtiles',
      JOBS: '0',
      LOG_LEVEL: 'warn',
      MAIL_DIR: join(dir, 'mail'),
      MEDIA_DIR: join(dir, 'media'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the second server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the second server exited (${code}):\n${output}`)));
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { url, stop };
}

test.describe('Explore the area (MAP_TILES_URL)', () => {
  let server: { url: string; stop: () => void } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithTiles();
  });
  test.afterAll(() => server?.stop());

  test('loads MapLibre only when pressed, at the listing’s public place', async ({ page, consoleErrors }) => {
    // The tiles named do not exist here: the map opens on its sea and circle, the tile requests fail.
    consoleErrors.allow(/Failed to load resource|status of 404/);
    const maplibre = requestsTo(page, /area-map|maplibre/);
    await go(page, `${server!.url}${VILLA_LES_ONDES}`);
    const explore = page.getByRole('button', { name: 'Explore the area' });
    if (!javaScriptEnabled()) {
      // Without JavaScript there is nothing to explore with: no button, the island map as everywhere.
      await expect(page.getByRole('img', { name: /the circle shows the approximate location/ })).toBeVisible();
      await expect(explore).toHaveCount(0);
      return;
    }
    await expect(explore).toBeVisible();
    expect(maplibre).toEqual([]);
    await explore.click();
    const region = page.getByRole('region', { name: 'Interactive map of Pointe Milou, Saint Barthélemy' });
    await expect(region.locator('canvas.maplibregl-canvas')).toBeVisible();
    // MapLibre's stylesheet is applied (it places the controls over the map).
    await expect(region.locator('.maplibregl-ctrl-top-left')).toHaveCSS('position', 'absolute');
    await expect(explore).toHaveCount(0);
    expect(maplibre.some((url) => /area-map\.client-[\w-]+\.js$/.test(url))).toBe(true);
    expect(maplibre.some((url) => /maplibre-gl-worker-[\w-]+\.mjs/.test(url))).toBe(true);
  });
});
