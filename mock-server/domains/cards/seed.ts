/*
 * Longer than 300 lines on purpose: one seed function, whose order of faker calls is the seeded data itself (moving a
 * part around would change every card generated after it), plus the merchant catalogue it draws from.
 */
import { dec } from '@contract-kit/money';
import type { CardPhysicalStatus, CardStatus, CardTransactionEntry, CardTransactionStatus, CardTransactionType, CardType } from '@contract-kit/model';
import { DEFAULT_CONTROL_SETTINGS, defaultChannelFor, isControlledSpend } from '@contract-kit/rules/card-controls';
import { defaultMccFor } from '@contract-kit/rules/merchant-categories';
import { hashPin, paySafeRef, processorTid, type RandomInt } from '../../store/ids';
import type { UserRecord } from '../../store/schema';
import type { SeedContext } from '../../store/seed/context';
import { spendingAfter } from './controls';
import { newCardSecrets } from './issuing';
import { applyToCard, CARD_TRANSACTION_SEQUENCE_META, DEBIT_CARD_SPENDING_LIMIT, defaultEntryFor, toUsd, usd, zeroCredit, zeroDeposit } from './ledger';
import type { CardRecord, CardTransactionRecord, PaySafeApprovalRecord } from './records';

/**
 * Seeded cards. The distribution shows every card state and menu of spec 02 §4 on the demo user while
 * keeping the availability rules of §5 true (at most 2 active debit cards, no pending debit application):
 *
 * demo@example.com (oldest first, as getCards answers):
 * | card                      | model  | status          | physical            | shows                                           |
 * |---------------------------|--------|-----------------|---------------------|-------------------------------------------------|
 * | Demo User      (Visa)     | debit  | active          | 'null'              | freeze, deposit, PaySafe, order physical card;  |
 * |                           |        |                 |                     | 6 months of history, pending holds              |
 * | Demo User      (MC)       | credit | active          | fulfilled           | repay enabled (used > 0), stake, change PIN;    |
 * |                           |        |                 |                     | 5 months of history with London trip, payments  |
 * | Demo Travel    (Visa)     | debit  | frozen          | order_in_production | unfreeze, shipping status, destructive badge    |
 * | Demo Shopping  (MC)       | credit | active          | shipped             | physical activation (PIN), repay 'ineligible'   |
 * | (unnamed)      (MC)       | credit | pending_deposit | 'null'              | continue application ("pending funding")        |
 *
 * So for the demo user: debit is available (1 active debit card, none pending), credit is not (a pending
 * credit application); the apply tile stays clickable (fewer than 10 debit cards, none pending).
 *
 * mfa@example.com: one active debit card with a little history (another user's card for ownership tests).
 * friend@, newcomer@ and unverified@ have no cards.
 *
 * Every balance is the result of the card's transactions through the ledger (./ledger.ts applyToCard),
 * so balances and history always agree. PaySafe: a few decided approvals on the demo debit card, none pending.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Seeded foreign-transaction fee: 2% of the USD amount. */
const SEED_FX_FEE_RATE = '0.02';
/** Seeded ATM operator fee. */
const SEED_ATM_FEE = '3.00';
/** What a card must hold to be activated with the fallback requirements (spec 02 §9): minimum + activation fee. */
const REQUIRED_DEBIT_FUNDING = '125.00';
const REQUIRED_CREDIT_FUNDING = '1050.00';
/** Transactions within this window before the anchor are still pending. */
const PENDING_WINDOW_MS = 2 * DAY_MS;

interface Merchant {
  name: string;
  city: string;
  country: string;
  currency: string;
}

const us = (name: string, city: string): Merchant => ({ name, city, country: 'US', currency: 'USD' });
const MERCHANTS = {
  lookcard: us('LookCard', 'Online'),
  wholeFoods: us('Whole Foods Market', 'San Francisco'),
  traderJoes: us("Trader Joe's", 'San Francisco'),
  blueBottle: us('Blue Bottle Coffee', 'Oakland'),
  starbucks: us('Starbucks', 'San Francisco'),
  uber: us('Uber', 'San Francisco'),
  lyft: us('Lyft', 'San Francisco'),
  netflix: us('Netflix', 'Los Gatos'),
  spotify: us('Spotify', 'New York'),
  icloud: us('Apple iCloud', 'Cupertino'),
  amazon: us('Amazon Marketplace', 'Seattle'),
  target: us('Target', 'Daly City'),
  shell: us('Shell', 'San Mateo'),
  chaseAtm: us('Chase ATM', 'San Francisco'),
  appleStore: us('Apple Store', 'San Francisco'),
  marriott: us('Marriott Marquis', 'San Francisco'),
  united: us('United Airlines', 'Chicago'),
  airbnb: us('Airbnb', 'San Francisco'),
  chipotle: us('Chipotle', 'San Francisco'),
  bestBuy: us('Best Buy', 'Emeryville'),
  rei: us('REI', 'Berkeley'),
  steam: us('Steam', 'Bellevue'),
  wholesale: us('Costco Wholesale', 'South San Francisco'),
  monoprix: { name: 'Monoprix', city: 'Paris', country: 'FR', currency: 'EUR' },
  entrecote: { name: "Le Relais de l'Entrecôte", city: 'Paris', country: 'FR', currency: 'EUR' },
  sncf: { name: 'SNCF Voyageurs', city: 'Paris', country: 'FR', currency: 'EUR' },
  louvre: { name: 'Musée du Louvre', city: 'Paris', country: 'FR', currency: 'EUR' },
  bnpAtm: { name: 'BNP Paribas ATM', city: 'Paris', country: 'FR', currency: 'EUR' },
  tesco: { name: 'Tesco Express', city: 'London', country: 'GB', currency: 'GBP' },
  pret: { name: 'Pret A Manger', city: 'London', country: 'GB', currency: 'GBP' },
  tfl: { name: 'Transport for London', city: 'London', country: 'GB', currency: 'GBP' },
  hsbcAtm: { name: 'HSBC ATM', city: 'London', country: 'GB', currency: 'GBP' },
  muji: { name: 'MUJI', city: 'Hong Kong', country: 'HK', currency: 'HKD' },
} satisfies Record<string, Merchant>;

interface PlannedTransaction {
  at: Date;
  type: CardTransactionType;
  entry?: CardTransactionEntry;
  /** In the merchant's currency; a function reads the card at posting time (e.g. repay what is used). */
  amount: string | ((card: CardRecord) => string | null);
  merchant: Merchant;
  description: string;
  status?: CardTransactionStatus;
  atmFee?: string;
  txFee?: string;
}

interface CardSpec {
  user: UserRecord;
  model: CardRecord['model'];
  type: CardType;
  name: string;
  status: CardStatus;
  physicalStatus: CardPhysicalStatus;
  createdAt: Date;
  activatedAt: Date | null;
  frozenAt?: Date;
  pin?: string;
  verification: CardRecord['verification']['status'];
}

export function seedCards(context: SeedContext): void {
  // Planned around the layout's "now"; every date is moved to the present (context.present) as it is stored.
  const { faker, layoutAnchor: anchor, present } = context;
  const random: RandomInt = (max) => faker.number.int({ min: 0, max: max - 1 });
  const anchorMs = anchor.getTime();
  let sequence = 0;

  const cents = (min: string, max: string) => usd(dec(faker.number.int({ min: Number(dec(min).times(100).toFixed(0)), max: Number(dec(max).times(100).toFixed(0)) })).div(100));
  const chance = (probability: number) => faker.number.float({ min: 0, max: 1 }) < probability;
  const at = (day: Date, fromHour = 7, toHour = 22) => new Date(day.getTime() + faker.number.int({ min: fromHour * HOUR_MS, max: toHour * HOUR_MS }));
  const utcDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  function createCard(spec: CardSpec): CardRecord {
    const createdAt = present(spec.createdAt);
    const activatedAt = spec.activatedAt && present(spec.activatedAt);
    const secrets = newCardSecrets(spec.model, createdAt, random);
    const id = faker.string.uuid();
    const created = createdAt.toISOString();
    return {
      id,
      userId: spec.user.id,
      name: spec.name,
      lastFourDigits: secrets.lastFourDigits,
      model: spec.model,
      type: spec.type,
      currency: 'USD',
      network: secrets.network,
      status: spec.status,
      physicalStatus: spec.physicalStatus,
      deposit: spec.model === 'debit' ? zeroDeposit(DEBIT_CARD_SPENDING_LIMIT) : zeroDeposit(),
      credit: zeroCredit(),
      createdAt: created,
      updatedAt: created,
      activatedAt: activatedAt?.toISOString() ?? null,
      frozenAt: spec.frozenAt ? present(spec.frozenAt).toISOString() : null,
      credentials: secrets.credentials,
      addresses: secrets.addresses,
      repaymentAddresses: secrets.repaymentAddresses,
      verification: {
        status: spec.verification,
        url: `https://verify.example.com/session/${id}`,
        updatedAt: spec.verification ? new Date(createdAt.getTime() + 2 * HOUR_MS).toISOString() : null,
      },
      funding: {
        requiredAmount: spec.model === 'debit' ? REQUIRED_DEBIT_FUNDING : REQUIRED_CREDIT_FUNDING,
        fundedAt: activatedAt ? new Date(activatedAt.getTime() - HOUR_MS).toISOString() : null,
      },
      pinHash: spec.pin ? hashPin(id, spec.pin) : null,
      physicalOrderId: null,
      controls: { ...DEFAULT_CONTROL_SETTINGS },
      spending: null,
    };
  }

  /** Posts the plan in date order through the ledger; the card ends with the resulting balances. */
  function post(card: CardRecord, plan: PlannedTransaction[], statusAt?: (at: Date) => CardStatus): void {
    plan.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const item of plan) {
      if (item.at.getTime() >= anchorMs) continue;
      const original = typeof item.amount === 'function' ? item.amount(card) : item.amount;
      if (original === null || dec(original).lte(0)) continue;
      const amount = toUsd(original, item.merchant.currency);
      if (amount === null) throw new Error(`seed(cards): no reference rate for ${item.merchant.currency}`);
      const entry = item.entry ?? defaultEntryFor(item.type);
      const isForeign = item.merchant.currency !== 'USD';
      const fees = {
        tx: item.txFee ?? '0.00',
        fx: isForeign && entry === 'debit' ? usd(dec(amount).times(SEED_FX_FEE_RATE)) : '0.00',
        atm: item.atmFee ?? '0.00',
      };
      const requested = item.status ?? (anchorMs - item.at.getTime() < PENDING_WINDOW_MS && entry === 'debit' ? 'pending' : 'cleared');
      const result = applyToCard({ ...card, status: statusAt?.(item.at) ?? card.status }, { type: item.type, entry, amount, status: requested, fees });
      card.deposit = result.deposit;
      card.credit = result.credit;
      const postedAt = present(item.at);
      if (result.moved) card.updatedAt = postedAt.toISOString();
      card.spending = spendingAfter(card, { type: item.type, entry, status: result.status, amount }, postedAt, context.anchor);
      const record: CardTransactionRecord = {
        id: faker.string.uuid(),
        userId: card.userId,
        cardId: card.id,
        type: item.type,
        entry,
        amount,
        currency: 'USD',
        status: result.status,
        transactionDate: postedAt.toISOString(),
        description: item.description,
        merchant: { name: item.merchant.name, city: item.merchant.city, country: item.merchant.country },
        fees,
        metadata: { tid: processorTid(random), originalTransactionAmount: usd(original), originalCurrency: item.merchant.currency, billAmount: result.billAmount },
        declineReason: result.declineReason,
        declineCode: result.declineCode,
        channel: isControlledSpend(item.type, entry) ? defaultChannelFor(item.type) : null,
        mcc: defaultMccFor(item.type, item.merchant.name),
        sequence: ++sequence,
      };
      context.add('cardTransactions', record);
    }
  }

  /** Everyday spending of a US cardholder between two days (inclusive start, exclusive end). */
  function everydaySpending(from: Date, to: Date, intensity: number): PlannedTransaction[] {
    const plan: PlannedTransaction[] = [];
    for (let day = from.getTime(); day < to.getTime(); day += DAY_MS) {
      const date = new Date(day);
      const weekday = date.getUTCDay();
      if ((weekday === 1 || weekday === 3 || weekday === 5) && chance(0.8 * intensity)) {
        plan.push({ at: at(date, 7, 10), type: 'purchase', amount: cents('4.50', '9.80'), merchant: faker.helpers.arrayElement([MERCHANTS.blueBottle, MERCHANTS.starbucks]), description: 'Coffee' });
      }
      if (weekday === 6 && chance(0.9)) {
        plan.push({ at: at(date, 9, 18), type: 'purchase', amount: cents('62.00', '158.00'), merchant: MERCHANTS.wholeFoods, description: 'Groceries' });
      }
      if (weekday === 3 && chance(0.5 * intensity)) {
        plan.push({ at: at(date, 17, 21), type: 'purchase', amount: cents('24.00', '68.00'), merchant: MERCHANTS.traderJoes, description: 'Groceries' });
      }
      if ((weekday === 5 || weekday === 2) && chance(0.6 * intensity)) {
        plan.push({ at: at(date, 18, 23), type: 'purchase', amount: cents('11.80', '38.40'), merchant: faker.helpers.arrayElement([MERCHANTS.uber, MERCHANTS.lyft]), description: 'Ride' });
      }
      if (chance(0.08 * intensity)) {
        plan.push({
          at: at(date),
          type: 'purchase',
          amount: cents('14.99', '119.00'),
          merchant: faker.helpers.arrayElement([MERCHANTS.amazon, MERCHANTS.target, MERCHANTS.chipotle]),
          description: 'Card purchase',
        });
      }
    }
    return plan;
  }

  function monthly(from: Date, to: Date, dayOfMonth: number, make: (date: Date) => PlannedTransaction | null): PlannedTransaction[] {
    const plan: PlannedTransaction[] = [];
    for (let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), dayOfMonth)); month < to; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, dayOfMonth))) {
      if (month < from) continue;
      const item = make(month);
      if (item) plan.push(item);
    }
    return plan;
  }

  const demo = context.userByEmail('demo@example.com');
  const mfa = context.userByEmail('mfa@example.com');
  const anchorDay = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate()));

  // ---- demo: active debit card, six months of history
  const demoDebitStart = new Date('2026-05-10T09:12:44.000Z');
  const demoDebit = createCard({
    user: demo,
    model: 'debit',
    type: 'VIRTUAL',
    name: 'Demo User',
    status: 'active',
    physicalStatus: 'null',
    createdAt: demoDebitStart,
    activatedAt: new Date(demoDebitStart.getTime() + 2 * HOUR_MS),
    verification: 'approved',
  });
  const fund = (date: Date, amount: string, from: string): PlannedTransaction => ({
    at: at(date, 8, 11),
    type: 'deposit_fund',
    amount,
    merchant: MERCHANTS.lookcard,
    description: `Deposit from ${from}`,
  });
  post(demoDebit, [
    { ...fund(demoDebitStart, '2000.00', 'USDT wallet'), at: new Date(demoDebitStart.getTime() + HOUR_MS) },
    ...monthly(utcDay('2026-06-01'), anchor, 1, (date) => fund(date, cents('1250.00', '1400.00'), faker.helpers.arrayElement(['USDT wallet', 'USDC wallet', 'USD balance']))),
    ...monthly(demoDebitStart, anchor, 5, (date) => ({ at: at(date, 3, 6), type: 'purchase', amount: '15.49', merchant: MERCHANTS.netflix, description: 'Subscription' })),
    ...monthly(demoDebitStart, anchor, 9, (date) => ({ at: at(date, 3, 6), type: 'purchase', amount: '11.99', merchant: MERCHANTS.spotify, description: 'Subscription' })),
    ...monthly(demoDebitStart, anchor, 14, (date) => ({ at: at(date, 3, 6), type: 'purchase', amount: '2.99', merchant: MERCHANTS.icloud, description: 'Subscription' })),
    ...monthly(utcDay('2026-06-20'), anchor, 20, (date) =>
      date.getUTCMonth() % 2 === 0 ? { at: at(date, 12, 20), type: 'atm_withdrawal', amount: '200.00', merchant: MERCHANTS.chaseAtm, description: 'ATM withdrawal', atmFee: SEED_ATM_FEE } : null,
    ),
    ...everydaySpending(new Date(demoDebitStart.getTime() + DAY_MS), utcDay('2026-08-20'), 1),
    // A week in Paris: euro purchases with the FX fee, an ATM withdrawal with ATM and FX fees.
    { at: new Date('2026-08-20T16:42:10.000Z'), type: 'purchase', amount: '86.40', merchant: MERCHANTS.sncf, description: 'Train ticket' },
    { at: new Date('2026-08-21T10:05:31.000Z'), type: 'atm_withdrawal', amount: '200.00', merchant: MERCHANTS.bnpAtm, description: 'ATM withdrawal', atmFee: SEED_ATM_FEE },
    { at: new Date('2026-08-21T19:48:02.000Z'), type: 'purchase', amount: '64.50', merchant: MERCHANTS.entrecote, description: 'Restaurant' },
    { at: new Date('2026-08-22T11:20:45.000Z'), type: 'purchase', amount: '22.00', merchant: MERCHANTS.louvre, description: 'Museum tickets' },
    { at: new Date('2026-08-23T17:33:19.000Z'), type: 'purchase', amount: '47.85', merchant: MERCHANTS.monoprix, description: 'Groceries' },
    { at: new Date('2026-08-25T18:02:54.000Z'), type: 'purchase', amount: '31.20', merchant: MERCHANTS.monoprix, description: 'Groceries' },
    { at: new Date('2026-08-26T15:11:09.000Z'), type: 'refund', amount: '22.00', merchant: MERCHANTS.louvre, description: 'Refund: cancelled visit' },
    ...everydaySpending(utcDay('2026-08-28'), anchorDay, 1),
    // A deposit the processor refused, a purchase above the balance, a hotel hold released, a duplicate charge reversed.
    { at: new Date('2026-07-14T09:31:00.000Z'), type: 'deposit_fund', amount: '500.00', merchant: MERCHANTS.lookcard, description: 'Deposit from external wallet', status: 'rejected' },
    { at: new Date('2026-07-22T15:04:12.000Z'), type: 'purchase', amount: '4899.00', merchant: MERCHANTS.appleStore, description: 'Card purchase' },
    { at: new Date('2026-09-12T14:00:00.000Z'), type: 'purchase', amount: '250.00', merchant: MERCHANTS.marriott, description: 'Hotel pre-authorisation', status: 'reversed' },
    { at: new Date('2026-09-18T08:14:27.000Z'), type: 'purchase', amount: '58.20', merchant: MERCHANTS.shell, description: 'Fuel' },
    { at: new Date('2026-09-18T08:14:29.000Z'), type: 'purchase', amount: '58.20', merchant: MERCHANTS.shell, description: 'Fuel' },
    { at: new Date('2026-09-20T10:00:00.000Z'), type: 'reversal', amount: '58.20', merchant: MERCHANTS.shell, description: 'Reversal of duplicate charge' },
    { at: new Date('2026-10-04T13:21:40.000Z'), type: 'refund', amount: '34.99', merchant: MERCHANTS.amazon, description: 'Refund: returned item' },
    { at: new Date('2026-10-05T09:00:00.000Z'), type: 'withdraw_fund', amount: '300.00', merchant: MERCHANTS.lookcard, description: 'Withdrawal to USD balance' },
    { at: new Date('2026-10-30T12:00:00.000Z'), type: 'fee', amount: '5.00', merchant: MERCHANTS.lookcard, description: 'Card replacement fee' },
    // Still pending at the anchor: holds on available, not yet on current.
    { at: new Date(anchorMs - 30 * HOUR_MS), type: 'purchase', amount: '86.43', merchant: MERCHANTS.wholeFoods, description: 'Groceries' },
    { at: new Date(anchorMs - 5 * HOUR_MS), type: 'purchase', amount: '23.10', merchant: MERCHANTS.uber, description: 'Ride' },
  ]);
  context.add('cards', demoDebit);

  // ---- demo: active credit card with a delivered physical card, five months of history
  const demoCreditStart = new Date('2026-06-20T11:02:19.000Z');
  const demoCredit = createCard({
    user: demo,
    model: 'credit',
    type: 'PHYSICAL',
    name: 'Demo User',
    status: 'active',
    physicalStatus: 'fulfilled',
    createdAt: demoCreditStart,
    activatedAt: new Date(demoCreditStart.getTime() + 3 * HOUR_MS),
    verification: 'approved',
    pin: '582914',
  });
  const repayUsed = (card: CardRecord) => (dec(card.credit.used).gt(0) ? card.credit.used : null);
  post(demoCredit, [
    { at: new Date(demoCreditStart.getTime() + 2 * HOUR_MS), type: 'deposit_fund', amount: '1500.00', merchant: MERCHANTS.lookcard, description: 'Stake from USDC wallet' },
    { at: new Date('2026-08-02T10:15:00.000Z'), type: 'deposit_fund', amount: '500.00', merchant: MERCHANTS.lookcard, description: 'Stake from USD balance' },
    { at: new Date('2026-10-10T09:40:00.000Z'), type: 'withdraw_fund', amount: '250.00', merchant: MERCHANTS.lookcard, description: 'Unstake to USDC wallet' },
    ...monthly(utcDay('2026-07-25'), utcDay('2026-11-01'), 25, (date) => ({
      at: at(date, 9, 12),
      type: 'payment',
      amount: repayUsed,
      merchant: MERCHANTS.lookcard,
      description: 'Repayment from USD balance',
    })),
    { at: new Date('2026-11-10T09:30:00.000Z'), type: 'payment', amount: '100.00', merchant: MERCHANTS.lookcard, description: 'Repayment from USDT wallet' },
    ...everydaySpending(new Date(demoCreditStart.getTime() + DAY_MS), utcDay('2026-09-14'), 0.5).filter((item) => item.description !== 'Coffee'),
    { at: new Date('2026-07-03T18:22:41.000Z'), type: 'purchase', amount: '412.60', merchant: MERCHANTS.united, description: 'Flight SFO–LHR' },
    { at: new Date('2026-07-29T20:10:05.000Z'), type: 'purchase', amount: '186.00', merchant: MERCHANTS.rei, description: 'Outdoor gear' },
    { at: new Date('2026-08-14T12:45:00.000Z'), type: 'purchase', amount: '649.00', merchant: MERCHANTS.airbnb, description: 'Accommodation' },
    // London: pounds with the FX fee, an ATM withdrawal.
    { at: new Date('2026-09-14T08:12:40.000Z'), type: 'purchase', amount: '6.85', merchant: MERCHANTS.pret, description: 'Breakfast' },
    { at: new Date('2026-09-14T09:02:11.000Z'), type: 'purchase', amount: '15.60', merchant: MERCHANTS.tfl, description: 'Transport' },
    { at: new Date('2026-09-15T11:31:27.000Z'), type: 'atm_withdrawal', amount: '100.00', merchant: MERCHANTS.hsbcAtm, description: 'ATM withdrawal', atmFee: SEED_ATM_FEE },
    { at: new Date('2026-09-15T19:05:53.000Z'), type: 'purchase', amount: '23.40', merchant: MERCHANTS.tesco, description: 'Groceries' },
    { at: new Date('2026-09-17T07:58:02.000Z'), type: 'purchase', amount: '7.25', merchant: MERCHANTS.pret, description: 'Breakfast' },
    { at: new Date('2026-09-18T16:40:34.000Z'), type: 'purchase', amount: '12.80', merchant: MERCHANTS.tfl, description: 'Transport' },
    { at: new Date('2026-10-08T03:14:00.000Z'), type: 'purchase', amount: '459.00', merchant: MERCHANTS.muji, description: 'Card purchase' },
    ...everydaySpending(utcDay('2026-09-20'), anchorDay, 0.5).filter((item) => item.description !== 'Coffee'),
    { at: new Date('2026-10-21T13:02:47.000Z'), type: 'purchase', amount: '329.99', merchant: MERCHANTS.bestBuy, description: 'Electronics' },
    { at: new Date('2026-10-24T10:11:12.000Z'), type: 'refund', amount: '79.99', merchant: MERCHANTS.bestBuy, description: 'Refund: returned item' },
    { at: new Date('2026-11-12T17:44:03.000Z'), type: 'purchase', amount: '214.37', merchant: MERCHANTS.wholesale, description: 'Groceries' },
    { at: new Date(anchorMs - 20 * HOUR_MS), type: 'purchase', amount: '64.20', merchant: MERCHANTS.chipotle, description: 'Team lunch' },
  ]);
  context.add('cards', demoCredit);

  // ---- demo: frozen debit card whose physical card is in production
  const travelStart = new Date('2026-08-15T14:20:00.000Z');
  const frozenAt = new Date('2026-11-02T18:05:00.000Z');
  const travel = createCard({
    user: demo,
    model: 'debit',
    type: 'PHYSICAL',
    name: 'Demo Travel',
    status: 'frozen',
    physicalStatus: 'order_in_production',
    createdAt: travelStart,
    activatedAt: new Date(travelStart.getTime() + HOUR_MS),
    frozenAt,
    verification: 'approved',
  });
  post(
    travel,
    [
      { at: new Date(travelStart.getTime() + 30 * 60_000), type: 'deposit_fund', amount: '500.00', merchant: MERCHANTS.lookcard, description: 'Deposit from USDT wallet' },
      ...everydaySpending(utcDay('2026-08-16'), frozenAt, 0.3).filter((item) => item.description !== 'Groceries'),
      { at: new Date('2026-10-28T15:00:00.000Z'), type: 'deposit_fund', amount: '200.00', merchant: MERCHANTS.lookcard, description: 'Deposit from USD balance' },
      // Attempted after the freeze: refused.
      { at: new Date('2026-11-03T21:17:45.000Z'), type: 'purchase', amount: '59.99', merchant: MERCHANTS.steam, description: 'Card purchase' },
    ],
    (when) => (when >= frozenAt ? 'frozen' : 'active'),
  );
  travel.updatedAt = present(frozenAt).toISOString();
  context.add('cards', travel);

  // ---- demo: active credit card, physical card shipped (activation with a PIN), nothing used yet
  const shoppingStart = new Date('2026-10-20T16:45:00.000Z');
  const shopping = createCard({
    user: demo,
    model: 'credit',
    type: 'PHYSICAL',
    name: 'Demo Shopping',
    status: 'active',
    physicalStatus: 'shipped',
    createdAt: shoppingStart,
    activatedAt: new Date(shoppingStart.getTime() + 2 * HOUR_MS),
    verification: 'approved',
  });
  post(shopping, [{ at: new Date(shoppingStart.getTime() + HOUR_MS), type: 'deposit_fund', amount: '1000.00', merchant: MERCHANTS.lookcard, description: 'Stake from USDT wallet' }]);
  shopping.updatedAt = present(new Date('2026-11-12T08:30:00.000Z')).toISOString();
  context.add('cards', shopping);

  // ---- demo: credit application, verified, waiting for its stake ("pending funding")
  const applicationStart = new Date('2026-11-12T10:05:00.000Z');
  context.add(
    'cards',
    createCard({
      user: demo,
      model: 'credit',
      type: 'VIRTUAL',
      name: '',
      status: 'pending_deposit',
      physicalStatus: 'null',
      createdAt: applicationStart,
      activatedAt: null,
      verification: 'approved',
    }),
  );

  // ---- mfa: one active debit card
  const mfaStart = new Date('2026-09-01T08:00:00.000Z');
  const mfaDebit = createCard({
    user: mfa,
    model: 'debit',
    type: 'VIRTUAL',
    name: 'Mia Factor',
    status: 'active',
    physicalStatus: 'null',
    createdAt: mfaStart,
    activatedAt: new Date(mfaStart.getTime() + HOUR_MS),
    verification: 'approved',
  });
  post(mfaDebit, [
    { at: new Date(mfaStart.getTime() + 30 * 60_000), type: 'deposit_fund', amount: '600.00', merchant: MERCHANTS.lookcard, description: 'Deposit from USDC wallet' },
    ...everydaySpending(utcDay('2026-09-02'), anchorDay, 0.4).filter((item) => item.description !== 'Groceries'),
  ]);
  context.add('cards', mfaDebit);

  // ---- PaySafe: decided approvals on the demo debit card (none pending: the simulator creates those)
  const approval = (createdAt: string, merchantName: string, transactionAmount: string, status: PaySafeApprovalRecord['status'], decidedAfterSeconds: number): PaySafeApprovalRecord => {
    const created = present(new Date(createdAt));
    return {
      id: faker.string.uuid(),
      userId: demo.id,
      cardId: demoDebit.id,
      merchantName,
      transactionAmount,
      transactionCurrency: 'USD',
      createdAt: created.toISOString(),
      expiredAt: new Date(created.getTime() + 300_000).toISOString(),
      status,
      ref: paySafeRef(created, random),
      decidedAt: new Date(created.getTime() + decidedAfterSeconds * 1000).toISOString(),
    };
  };
  context.add('paySafeApprovals', approval('2026-10-03T14:12:09.000Z', 'Amazon Marketplace', '129.99', 'approved', 41));
  context.add('paySafeApprovals', approval('2026-10-19T02:48:51.000Z', 'GLOBAL-TECH-SERVICES', '899.00', 'rejected', 73));
  context.add('paySafeApprovals', approval('2026-11-08T20:31:15.000Z', 'Steam', '59.99', 'expired', 300));

  context.add('meta', { id: CARD_TRANSACTION_SEQUENCE_META, value: sequence });
}
