import { expect, pressTab, test, signIn, USERS, activeDebitCard } from './support';
import type { Page } from '@playwright/test';
import type { Card as ApiCard } from '@contract-kit/model';

/** Cards journeys (spec 02 §2 cards panel, §4 freeze, PaySafe; §5 credentials) against the real mock server. */

async function openDashboard(page: Page) {
  await signIn(page, USERS.demo);
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cards', exact: true })).toBeVisible();
}

const slideOf = (page: Page, card: ApiCard) => page.getByRole('group').filter({ has: page.locator(`[data-card-id="${card.id}"]`) });

async function requestApproval(page: Page, cardId: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/simulator/approvals', {
    data: { cardId, merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', ...extra },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; expiredAt: string };
}

test.describe('cards', () => {
  test('freezes and unfreezes a card', async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const slide = slideOf(page, card);
    await expect(slide.getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'Freeze card' }).click();
    const freeze = page.getByRole('dialog', { name: 'Freeze card' });
    await expect(freeze).toContainText(`card ending in ${card.lastFourDigits}`);
    await freeze.getByRole('button', { name: 'Freeze card' }).click();
    await expect(freeze).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Card frozen' })).toBeVisible();
    await expect(slide.getByText('Frozen', { exact: true }).first()).toBeVisible();
    // A frozen card offers neither its details nor the active-card actions.
    await expect(slide.getByRole('button', { name: 'Show card details' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Card control' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Unfreeze card']);
    await page.getByRole('menuitem', { name: 'Unfreeze card' }).click();
    const unfreeze = page.getByRole('dialog', { name: 'Unfreeze card' });
    await unfreeze.getByRole('button', { name: 'Unfreeze card' }).click();
    await expect(unfreeze).toBeHidden();
    await expect(slide.getByText('Active', { exact: true })).toBeVisible();
    await expect(slide.getByRole('button', { name: 'Show card details' })).toBeVisible();

    // The server agrees: unfreezing twice is refused.
    expect((await page.request.post(`/api/cards/${card.id}/unfreeze`)).status()).toBe(409);
  });

  test('reveals the details of an active card, not of a frozen one, and forgets them', async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const slide = slideOf(page, card);
    await slide.getByRole('button', { name: 'Show card details' }).click();
    const number = slide.getByTestId('card-number');
    await expect(number).toHaveText(new RegExp(`^\\d{4} \\d{4} \\d{4} ${card.lastFourDigits}$`));
    await expect(slide.getByTestId('card-expiry')).toHaveText(/^(0[1-9]|1[0-2])\/\d{2}$/);
    await expect(slide.getByTestId('card-cvv')).toHaveText(/^\d{3}$/);
    await expect(slide.getByRole('button', { name: 'Copy card number' })).toBeVisible();
    const pan = ((await number.textContent()) ?? '').replace(/\s/g, '');

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(pan);

    await slide.getByRole('button', { name: 'Hide card details' }).click();
    await expect(number).toHaveText(`•••• •••• •••• ${card.lastFourDigits}`);
    await expect(slide.getByTestId('card-cvv')).toHaveCount(0);

    // The frozen debit card has no eye button, and the server refuses its details.
    const frozen = page.getByRole('group').filter({ hasText: 'DEMO TRAVEL' });
    await expect(frozen.getByText('Frozen', { exact: true }).first()).toBeVisible();
    await expect(frozen.getByRole('button', { name: 'Show card details' })).toHaveCount(0);
    const cards = ((await (await page.request.get('/api/cards')).json()) as { data: ApiCard[] }).data;
    const frozenCard = cards.find((candidate) => candidate.status === 'frozen');
    const refused = await page.request.get(`/api/cards/${frozenCard?.id ?? ''}/credentials`);
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ message: 'Card Not Active' });
  });

  test('a PaySafe approval from the simulator shows a toast; the user approves it once', async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const approval = await requestApproval(page, card.id);

    const toast = page.getByRole('alert').filter({ hasText: 'Payment approval required' });
    // The production build polls pending approvals every 15 s (the dev server's event stream is development-only).
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toContainText(`Amazon Marketplace requests $129.99 on the card ending in ${card.lastFourDigits}.`);

    // The header button hides and shows the toast again.
    await page.getByRole('button', { name: 'Hide PaySafe approval' }).first().click();
    await expect(toast).toBeHidden();
    await page.getByRole('button', { name: 'Show PaySafe approval' }).click();
    await expect(toast).toBeVisible();

    await toast.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'PaySafe approval' });
    await expect(dialog).toContainText('Amazon Marketplace');
    await expect(dialog).toContainText('$129.99');
    await expect(dialog.getByTestId('paysafe-countdown')).toHaveText(/^0[45]:\d{2} MINS$/);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('status')).toContainText('Transaction approved');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast).toBeHidden();
    await expect(page.getByRole('button', { name: /PaySafe approval/ })).toHaveCount(0);

    // It cannot be approved again: the menu shows nothing pending, the server answers 409.
    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'PaySafe' }).click();
    const again = page.getByRole('dialog', { name: 'PaySafe approval' });
    await expect(again).toContainText('No pending transaction');
    await expect(again.getByRole('button', { name: 'Refresh' })).toBeVisible();
    const twice = await page.request.post(`/api/cards/${card.id}/approvals/${approval.id}/approve`);
    expect(twice.status()).toBe(409);
    expect(await twice.json()).toMatchObject({ message: 'Approval has already been approved' });
    await again.getByRole('button', { name: 'Done' }).click();
    await expect(again).toBeHidden();
  });

  test('an approval expires when the clock passes its expiry and shows 00:00 MINS', { tag: ['@new-year'] }, async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    await requestApproval(page, card.id, { merchantName: 'Steam', transactionAmount: '59.99', expiresInSeconds: 120 });

    const toast = page.getByRole('alert').filter({ hasText: 'Payment approval required' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await toast.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'PaySafe approval' });
    await expect(dialog.getByTestId('paysafe-countdown')).toHaveText(/^0[12]:\d{2} MINS$/);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();

    const clock = await page.request.post('/api/simulator/clock', { data: { advanceSeconds: 121 } });
    expect(clock.ok()).toBe(true);
    // The production build learns the server's time from its next poll of the approval (every 15 s).
    await expect(dialog.getByTestId('paysafe-countdown')).toHaveText('00:00 MINS', { timeout: 30_000 });
    await expect(dialog).toContainText('This transaction has expired.');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog).toContainText('No pending transaction');
  });

  test('PaySafe: an approval arriving under the pointer never turns Refresh into Reject, and Reject asks first', async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'PaySafe' }).click();
    const dialog = page.getByRole('dialog', { name: 'PaySafe approval' });
    await expect(dialog).toContainText('No pending transaction');
    const refresh = dialog.getByRole('button', { name: 'Refresh' });
    const done = dialog.getByRole('button', { name: 'Done' });
    const refreshBox = await refresh.boundingBox();
    const doneBox = await done.boundingBox();
    if (!refreshBox || !doneBox) throw new Error('the PaySafe buttons are not on screen');

    // A $9.99 approval arrives while the pointer rests on Refresh; a focus brings it in at once (else the 15 s poll).
    const approval = await requestApproval(page, card.id, { merchantName: 'Corner Coffee', transactionAmount: '9.99' });
    await page.mouse.move(refreshBox.x + refreshBox.width / 2, refreshBox.y + refreshBox.height / 2);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(dialog.getByText('New payment approval')).toBeVisible({ timeout: 30_000 });
    // Nothing moved: the same place holds a harmless Review, Done stays where it was.
    const review = dialog.getByRole('button', { name: 'Review' });
    expect(await review.boundingBox()).toEqual(refreshBox);
    expect(await done.boundingBox()).toEqual(doneBox);
    await expect(dialog.getByRole('button', { name: /Reject|Approve/ })).toHaveCount(0);

    // The click meant for Refresh, then a second one at the same place: the approval is shown, nothing is decided.
    await page.mouse.click(refreshBox.x + refreshBox.width / 2, refreshBox.y + refreshBox.height / 2);
    await expect(dialog).toContainText('Corner Coffee');
    await expect(dialog).toContainText('$9.99');
    await page.mouse.click(refreshBox.x + refreshBox.width / 2, refreshBox.y + refreshBox.height / 2);
    const pending = async () => ((await (await page.request.get(`/api/cards/${card.id}/approval`)).json()) as { data: { id: string } | null }).data?.id;
    expect(await pending()).toBe(approval.id);

    // Reject asks for confirmation; its confirmation sits where Reject and Approve were, never where Refresh was.
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    const rejectBox = await reject.boundingBox();
    const approveBox = await dialog.getByRole('button', { name: 'Approve' }).boundingBox();
    await reject.click();
    await expect(dialog).toContainText("Reject the payment of $9.99 to Corner Coffee? The merchant's charge will be declined.");
    expect(await dialog.getByRole('button', { name: 'Cancel' }).boundingBox()).toEqual(rejectBox);
    expect(await dialog.getByRole('button', { name: 'Yes, reject' }).boundingBox()).toEqual(approveBox);
    expect(await pending()).toBe(approval.id);
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    await expect(dialog.getByRole('status')).toContainText('Transaction rejected');
    expect(await pending()).toBeUndefined();
  });

  test('card transactions: a purchase made seconds ago never reads as the future, and its time moves on', { tag: ['@new-year', '@dst'] }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const history = page.getByRole('region', { name: 'Transaction History' });
    await expect(history.locator('[data-transaction-id]').first()).toBeVisible();
    // The page has been open a while when the purchase happens (a "now" taken when the list first rendered would be 8 s old).
    await page.waitForTimeout(8_000);
    const created = await page.request.post('/api/simulator/card-transactions', {
      data: { cardId: card.id, type: 'purchase', amount: '4.50', merchant: { name: 'Just Now Bakery', city: 'Oakland', country: 'US' } },
    });
    expect(created.status()).toBe(201);
    await history.getByRole('button', { name: 'Refresh' }).click();
    const when = history.locator('[data-transaction-id]').filter({ hasText: 'Just Now Bakery' }).getByTestId('transaction-when');
    await expect(when).toHaveText(/^(now|\d+ seconds? ago)$/);
    const first = (await when.textContent()) ?? '';
    // Kept current: a few seconds later it reads a later time, never 'in …'.
    await expect(when).not.toHaveText(first, { timeout: 10_000 });
    await expect(when).toHaveText(/^\d+ seconds ago$/);
  });

  test('the carousel shows whole slides only: the apply tile is never cut at the right edge at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    const region = page.getByRole('region', { name: 'Cards', exact: true });
    /** The slides the carousel cuts: neither wholly inside it nor wholly outside it. */
    const cutSlides = async () => {
      const frame = await region.boundingBox();
      if (!frame) throw new Error('the carousel is not on screen');
      const cut: string[] = [];
      for (const slide of await region.getByRole('group').all()) {
        const box = await slide.boundingBox();
        if (!box) continue;
        const isInside = box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5;
        const isOutside = box.x >= frame.x + frame.width || box.x + box.width <= frame.x;
        if (!isInside && !isOutside) cut.push(`${await slide.getAttribute('aria-label')} (${box.x}–${box.x + box.width}) cut by the carousel (${frame.x}–${frame.x + frame.width})`);
      }
      return cut;
    };
    /** Once the carousel has come to rest (a new one, or one scrolling), each slide is wholly inside or outside it. */
    const expectWholeSlides = () => expect.poll(cutSlides, { timeout: 5_000 }).toEqual([]);
    for (const tab of ['Debit', 'Credit']) {
      const typeTab = page.getByRole('tab', { name: tab, exact: true });
      // The type's carousel (a new one: keyed by the type) comes with the tab's selection, rendered after the press.
      await pressTab(typeTab);
      await expectWholeSlides();
      await region.focus();
      await page.keyboard.press('End');
      const tile = region.getByTestId('apply-card-tile');
      await expect(tile).toBeInViewport({ ratio: 1 });
      await expectWholeSlides();
    }
  });
});
