import { expect, test, USERS, openSelect, signInToDashboard } from './support';
import type { Page } from '@playwright/test';

// The development-only /transaction-simulation page (and the header's link to it) exists only on the dev server.
test.use({ appServer: 'development' });
// The simulator page's first dev-server load (~800 unbundled modules) can take a good part of the default 90 s.
test.describe.configure({ timeout: 180_000 });

/**
 * The transaction simulator (spec 02 §2, §6; development only): the dashboard open in one page, the simulator in
 * another of the same browser context. What the simulator injects — a card purchase, a PaySafe approval, a
 * withdrawal completion — shows in the dashboard without a reload (live updates over the event stream).
 */

async function openDashboard(page: Page) {
  await signInToDashboard(page, USERS.demo);
}

async function openSimulator(page: Page) {
  await page.goto('/transaction-simulation');
  // A development-only page on the dev server: its ~800 unbundled modules (the contract kit's models included) take
  // up to ~20 s to arrive on a busy 2-core machine the first time; the page itself is what is checked after that.
  await expect(page.getByRole('heading', { name: 'Transaction simulator', level: 1 })).toBeVisible({ timeout: 60_000 });
  // The directory of users has loaded (the demo user and a card are picked).
  await expect(page.getByRole('combobox', { name: 'User' })).toContainText('demo@example.com');
  // A card is named in words: "Debit · Virtual card •••• 1234 · active · …" (never the contract's 'null').
  await expect(page.getByRole('combobox', { name: 'Card' })).toContainText(/^Debit · (Virtual|Physical) card •••• \d{4}/);
  await expect(page.getByRole('combobox', { name: 'Card' })).not.toContainText('null');
  await expect(page.getByTestId('simulator-events-status')).toHaveText('Live');
}

async function chooseStep(page: Page, label: string) {
  await openSelect(page.getByRole('combobox', { name: 'Step' }));
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Fills the step form's field named `label` exactly (a required one's asterisk aside): "Merchant" is not "Merchant category code". */
async function fill(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) });
  await field.fill(value);
}

test('what the simulator injects shows in the dashboard without a reload', async ({ page: dashboard, context }) => {
  await openDashboard(dashboard);
  const simulator = await context.newPage();
  await openSimulator(simulator);

  // 1. A card purchase on the demo user's debit card appears in the card transaction history.
  await chooseStep(simulator, 'Card purchase');
  await fill(simulator, 'Merchant', 'E2E Roastery');
  await fill(simulator, 'City', 'Portland');
  await fill(simulator, 'Amount', '12.34');
  await simulator.getByTestId('simulator-send').click();
  await expect(simulator.getByRole('alert').filter({ hasText: 'Sent:' })).toContainText('cleared');
  await expect(simulator.getByTestId('simulator-log')).toContainText('E2E Roastery');
  await expect(simulator.getByTestId('simulator-events')).toContainText('card-transaction.created');
  // The tester looks back at the dashboard's tab (the browser throttles a hidden tab's timers).
  await dashboard.bringToFront();
  await expect(dashboard.locator('[data-transaction-id]').filter({ hasText: 'E2E Roastery' }).first()).toBeVisible();

  // 2. A PaySafe approval request pops the approval toast in the dashboard.
  await simulator.bringToFront();
  await chooseStep(simulator, 'PaySafe approval request');
  await fill(simulator, 'Merchant', 'E2E Marketplace');
  await fill(simulator, 'Amount', '42.00');
  await simulator.getByTestId('simulator-send').click();
  await expect(simulator.getByRole('alert').filter({ hasText: 'Sent:' })).toContainText('pending');
  await dashboard.bringToFront();
  const approval = dashboard.getByRole('alert', { name: 'PaySafe approval' });
  await expect(approval).toBeVisible();
  await expect(approval).toContainText('E2E Marketplace requests');

  // 3. A processing withdrawal completes: its status changes in the open withdrawal history.
  await dashboard.getByRole('button', { name: 'Withdrawal', exact: true }).click();
  await dashboard.getByRole('tab', { name: 'Withdrawal History' }).click();
  const processing = dashboard.locator('[data-withdrawal-id][data-status="processing"]').first();
  await expect(processing).toBeVisible();
  const withdrawalId = (await processing.getAttribute('data-withdrawal-id')) ?? '';
  expect(withdrawalId).not.toBe('');

  await simulator.bringToFront();
  await chooseStep(simulator, 'Withdrawal status');
  await openSelect(simulator.getByRole('combobox', { name: 'Processing withdrawal' }));
  await simulator.getByRole('option', { name: withdrawalId, exact: false }).click();
  await simulator.getByTestId('simulator-send').click();
  await expect(simulator.getByRole('alert').filter({ hasText: 'Sent:' })).toContainText('completed');
  await dashboard.bringToFront();
  await expect(dashboard.locator(`[data-withdrawal-id="${withdrawalId}"]`)).toHaveAttribute('data-status', 'completed');
});

test('the page opens, directly and from the dashboard, without React reporting a promise used in render', async ({ page }) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/uncached promise|called use\(\) to suspend/.test(message.text())) reported.push(message.text());
  });
  await openDashboard(page);
  await page.getByTestId('simulator-link').hover();
  await page.getByTestId('simulator-link').click();
  await expect(page.getByRole('heading', { name: 'Transaction simulator', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Card' })).toContainText(/^Debit · /);
  await openSimulator(page);
  expect(reported).toEqual([]);
});

test('a step the contract refuses is named field by field, and nothing is sent', async ({ page }) => {
  await openSimulator(page);
  await chooseStep(page, 'Card purchase');
  await fill(page, 'Amount', '-3');
  await fill(page, 'Country (ISO code)', 'usa');
  await page.getByTestId('simulator-send').click();
  await expect(page.getByText('Must be a decimal number greater than 0 (e.g. 12.50)')).toBeVisible();
  await expect(page.getByText('Must be a two-letter ISO country code in capitals (e.g. US)')).toBeVisible();
  await expect(page.getByText('Nothing sent yet.')).toBeVisible();

  // Fixing the fields clears the messages; the step goes through.
  await fill(page, 'Amount', '3.00');
  await fill(page, 'Country (ISO code)', 'US');
  await expect(page.getByText('Must be a decimal number greater than 0 (e.g. 12.50)')).toHaveCount(0);
  await page.getByTestId('simulator-send').click();
  await expect(page.getByTestId('simulator-log-entry')).toHaveCount(1);
});

test('a scenario runs with a live log, and the clock moves', async ({ page }) => {
  await openSimulator(page);
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await openSelect(page.getByRole('combobox', { name: 'Speed' }));
  await page.getByRole('option', { name: 'Without waiting' }).click();
  await page.getByRole('button', { name: 'Run A PaySafe approval that expires' }).click();
  await expect(page.getByTestId('simulator-log')).toContainText('Scenario A PaySafe approval that expires finished: 2 steps');
  await expect(page.getByTestId('simulator-events')).toContainText('approval.expired');

  await page.getByRole('tab', { name: 'Clock' }).click();
  await page.getByRole('button', { name: '+1 hour' }).click();
  await expect(page.getByText(/^The clock is now /)).toBeVisible();
  await expect(page.getByText(/ahead of real time$/)).toBeVisible();
});
