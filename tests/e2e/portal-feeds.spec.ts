import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * Portal feeds (issue 32, item 1), with JavaScript and without: staff open the feeds' settings from the settings
 * page, turn a feed on, copy the address shown and fetch it (the portal's XML), renew its key — the old address
 * answers 404 at once, the new one the feed — and turn it off again. Each project works on its own portal
 * (JavaScript on: Kyero; off: JamesEdition, which asks for its dealer id first), so the two never race.
 */
test('staff copy a feed’s address, the portal reads it, and a renewed key retires the old address', async ({
  page,
  context,
}) => {
  const js = javaScriptEnabled();
  const name = js ? 'Kyero' : 'JamesEdition';
  await signIn(page);
  await go(page, '/admin/settings');
  await page.getByRole('link', { name: 'Portal feeds' }).click();
  await expect(page.getByRole('heading', { name: 'Portal feeds', level: 1 })).toBeVisible();
  const card = page.getByTestId(js ? 'feed-kyero' : 'feed-jamesedition');

  // Turned on (JamesEdition first refuses without its dealer id, the box kept ticked).
  await card.getByLabel('Feed on').check();
  if (!js) {
    // Emptied first: a run before this one may have left the id it typed.
    await card.getByLabel('JamesEdition dealer id').fill('');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('JamesEdition needs the dealer id it gave you')).toBeVisible();
    await expect(card.getByLabel('Feed on')).toBeChecked();
    await card.getByLabel('JamesEdition dealer id').fill('4242');
  }
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The ${name} feed was saved.`)).toBeVisible();
  await expect(card.getByTestId('feed-state')).toHaveText('On');

  // The address shown (with JavaScript, through the copy button and the clipboard) opens the feed.
  let address = await card.getByTestId('feed-address').inputValue();
  if (js) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: 'Copy address' }).click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    address = await page.evaluate(() => navigator.clipboard.readText());
  }
  expect(address).toMatch(new RegExp(`/feeds/${js ? 'kyero' : 'jamesedition'}\\.xml\\?token=[A-Za-z0-9_-]{43}$`));
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await feed.text()).toContain(js ? '<feed_version>3</feed_version>' : '<jamesedition_feed version="3.0">');

  // A new key: the old address stops at once, the new one works.
  await card.getByRole('button', { name: 'Renew the key' }).click();
  await expect(page.getByText(`The ${name} feed has a new address: the old one no longer opens.`)).toBeVisible();
  const renewed = await card.getByTestId('feed-address').inputValue();
  expect(renewed).not.toBe(address);
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(renewed)).status()).toBe(200);

  // Off again: the address answers 404 (and the journey leaves the feed as it found it).
  await card.getByLabel('Feed on').uncheck();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The ${name} feed was saved.`)).toBeVisible();
  await expect(card.getByTestId('feed-state')).toHaveText('Off');
  expect((await page.request.get(renewed)).status()).toBe(404);
});
