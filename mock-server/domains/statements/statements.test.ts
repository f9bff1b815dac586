// Longer than 300 lines on purpose: the behaviour of the whole statements domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { dec, sum } from '@contract-kit/money';
import { type MockApp } from '../../app';
import type { CardRecord, CardTransactionRecord } from '../cards/records';
import { buildCardBook } from './book';
import { cycleBounds, dueDateFor } from './cycles';
import { statementIdFor } from '../../store/ids';
import { type StatementRecord } from './records';
import { sweepStatements } from './lifecycle';
import { DEFAULT_TEST_NOW } from '../../core/test-time';
import { callJson, demoCardOf, recordingApp, sessionCookieOf, type CallOptions } from '../test-support';

// The seeded statements of the layout's own day (their cycles and statuses are written out below), whatever moment the
// suite runs at; the month and year ends are crossed by moving the clock.
const START = new Date(DEFAULT_TEST_NOW);

let app: MockApp;
beforeEach(() => {
  ({ app } = recordingApp(START));
});

type Body = Record<string, unknown> & { message?: string; code?: string; data?: unknown; created?: boolean };
interface StatementJson {
  id: string;
  cardId: string;
  cycle: string;
  startDate: string;
  endDate: string;
  dueDate?: string;
  status: string;
  openingBalance: string;
  closingBalance: string;
  createdAt: string;
}
interface PageJson<T> {
  data: T[];
  total: number;
  skip: number;
  take: number;
}

const call = (method: string, path: string, options?: CallOptions) => callJson<Body>(app, method, path, options);

const sessionOf = (email: string) => sessionCookieOf(app, email);
const demo = () => sessionOf('demo@example.com');
const demoCard = (predicate: (card: CardRecord) => boolean) => demoCardOf(app, predicate);
const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.physicalStatus === 'fulfilled');
const application = () => demoCard((card) => card.status === 'pending_deposit');
const transactionsOf = (card: CardRecord) => app.store.filter('cardTransactions', (tx) => tx.cardId === card.id);

async function statements(card: CardRecord, query = ''): Promise<PageJson<StatementJson>> {
  const response = await call('GET', `/api/cards/${card.id}/statements${query}`, { cookie: demo() });
  expect(response.status).toBe(200);
  return response.body.data as PageJson<StatementJson>;
}
const statementOf = async (card: CardRecord, cycle: string) => {
  const found = (await statements(card, '?take=100')).data.find((statement) => statement.cycle === cycle);
  if (!found) throw new Error(`no statement ${cycle}`);
  return found;
};

async function pdfText(data: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const usdText = (value: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value as unknown as number);
const inCycle = (tx: CardTransactionRecord, cycle: string) => {
  const { start, end } = cycleBounds(cycle);
  const at = Date.parse(tx.transactionDate);
  return at >= start.getTime() && at < end.getTime();
};
const cardTransaction = (cardId: string, overrides: Record<string, unknown> = {}) => ({
  cardId,
  type: 'purchase',
  amount: '42.00',
  merchant: { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' },
  ...overrides,
});

describe('statements of the seeded cards (spec 02 §3 "Statement", §4 "Statements")', () => {
  it('has one statement per cycle from the month the card was issued, newest first, with the spec statuses', async () => {
    const debit = await statements(activeDebit());
    expect(debit.total).toBe(7);
    expect(debit.data.map((s) => `${s.cycle}:${s.status}`)).toEqual(['2026-11:open', '2026-10:closed', '2026-09:closed', '2026-08:closed', '2026-07:closed', '2026-06:closed', '2026-05:closed']);
    expect(debit.data.every((s) => s.dueDate === undefined)).toBe(true);

    const credit = await statements(activeCredit());
    expect(credit.data.map((s) => `${s.cycle}:${s.status}:${s.dueDate}`)).toEqual([
      '2026-11:open:2026-12-25',
      '2026-10:paid:2026-11-25',
      '2026-09:paid:2026-10-25',
      '2026-08:paid:2026-09-25',
      '2026-07:paid:2026-08-25',
      '2026-06:paid:2026-07-25',
    ]);
    const october = credit.data[1];
    expect(october).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-31', id: statementIdFor(activeCredit().id, '2026-10') });
    // The shipped credit card: October with nothing due is closed.
    const shopping = await statements(demoCard((card) => card.physicalStatus === 'shipped'));
    expect(shopping.data.map((s) => `${s.cycle}:${s.status}:${s.closingBalance}`)).toEqual(['2026-11:open:0.00', '2026-10:closed:0.00']);
    // A card that has not been issued has none.
    expect((await statements(application())).total).toBe(0);
  });

  it('chains balances cycle to cycle and ends at the card balance (posted transactions only)', async () => {
    const card = activeDebit();
    const list = (await statements(card)).data;
    for (let i = 0; i < list.length - 1; i++) expect(list[i]?.openingBalance).toBe(list[i + 1]?.closingBalance);
    expect(list.at(-1)?.openingBalance).toBe('0.00');
    // Debit: the open statement's closing balance is the settled balance (pending holds are not posted).
    expect(list[0]?.closingBalance).toBe(app.store.get('cards', card.id)?.deposit.current);
    // Each cycle: opening + credits − debits of its cleared transactions.
    const october = list.find((s) => s.cycle === '2026-10');
    const cleared = transactionsOf(card).filter((tx) => tx.status === 'cleared' && inCycle(tx, '2026-10'));
    const movement = sum(cleared.map((tx) => (tx.entry === 'credit' ? dec(tx.metadata.billAmount) : dec(tx.metadata.billAmount).times(-1))));
    expect(
      dec(october?.openingBalance ?? '0')
        .plus(movement)
        .toFixed(2),
    ).toBe(october?.closingBalance);

    // Credit: the amount owed; staking is collateral, not a payment.
    const credit = activeCredit();
    const book = buildCardBook('credit', transactionsOf(credit));
    const owedNow = book.entries.at(-1)?.balance.toFixed(2);
    expect((await statements(credit)).data[0]?.closingBalance).toBe(owedNow);
    const pending = sum(
      transactionsOf(credit)
        .filter((tx) => tx.status === 'pending')
        .map((tx) => tx.metadata.billAmount),
    );
    expect(
      dec(owedNow ?? '0')
        .plus(pending)
        .toFixed(2),
    ).toBe(app.store.get('cards', credit.id)?.credit.used);
  });

  it('paginates with skip and take (default 10) and reports the total', async () => {
    const card = activeDebit();
    const first = await statements(card, '?take=3');
    expect(first).toMatchObject({ total: 7, skip: 0, take: 3 });
    expect(first.data.map((s) => s.cycle)).toEqual(['2026-11', '2026-10', '2026-09']);
    const last = await statements(card, '?skip=6&take=3');
    expect(last.data.map((s) => s.cycle)).toEqual(['2026-05']);
    expect(await statements(card)).toMatchObject({ skip: 0, take: 10 });
    expect((await call('GET', `/api/cards/${card.id}/statements?take=0`, { cookie: demo() })).status).toBe(400);
  });

  it("answers 404 for another user's card and 401 without a session", async () => {
    const card = activeDebit();
    const other = await call('GET', `/api/cards/${card.id}/statements`, { cookie: sessionOf('mfa@example.com') });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Card not found');
    expect((await call('GET', '/api/cards/no-such-card/statements', { cookie: demo() })).status).toBe(404);
    expect((await call('GET', `/api/cards/${card.id}/statements`)).status).toBe(401);
  });
});

describe('statement PDF (downloadCardStatement)', () => {
  it('is a real PDF named statement-{cycle}-{id}.pdf with the period, card, balances, every transaction with fees and the totals', async () => {
    const card = activeCredit();
    const september = await statementOf(card, '2026-09');
    const response = await call('GET', `/api/cards/${card.id}/statements/${september.id}/pdf`, { cookie: demo() });
    expect(response.status).toBe(200);
    expect(response.raw?.contentType).toBe('application/pdf');
    expect(response.headers?.['Content-Disposition']).toBe(`attachment; filename="statement-2026-09-${september.id}.pdf"`);
    const data = response.raw?.data as Uint8Array;
    expect(Buffer.from(data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(data);
    expect(text).toContain('1 September 2026 – 30 September 2026');
    expect(text).toContain(`Mastercard credit card ending ${card.lastFourDigits}`);
    expect(text).toContain('Demo User');
    expect(text).toContain(`Opening balance ${usdText(september.openingBalance)}`);
    expect(text).toContain(`Closing balance (amount owed) ${usdText(september.closingBalance)}`);
    expect(text).toContain('Payment due date 25 October 2026');
    const cycle = transactionsOf(card).filter((tx) => inCycle(tx, '2026-09'));
    expect(cycle.length).toBeGreaterThan(10);
    expect(text).toContain(`Transactions (${cycle.length})`);
    for (const tx of cycle) {
      expect(text).toContain(tx.merchant.name);
      expect(text).toContain(usdText(tx.amount));
    }
    // The London ATM withdrawal: its FX and ATM fees.
    const atm = cycle.find((tx) => tx.type === 'atm_withdrawal');
    expect(atm && text).toContain(`FX fee ${usdText(atm?.fees.fx ?? '0')}, ATM fee ${usdText(atm?.fees.atm ?? '0')}`);
    const fees = sum(cycle.filter((tx) => tx.status === 'cleared').flatMap((tx) => [tx.fees.tx, tx.fees.fx, tx.fees.atm]));
    expect(text).toContain(`Total fees ${usdText(fees.toFixed(2))}`);
    // No transaction of another month.
    const october = transactionsOf(card).find((tx) => inCycle(tx, '2026-10') && tx.merchant.name === 'MUJI');
    expect(october && text).not.toContain('MUJI');
  });

  it('lists declined and reversed transactions as not posted, and says when a cycle had none', async () => {
    const card = activeDebit();
    const july = await statementOf(card, '2026-07');
    const text = await pdfText((await call('GET', `/api/cards/${card.id}/statements/${july.id}/pdf`, { cookie: demo() })).raw?.data as Uint8Array);
    expect(text).toContain('Rejected: not posted');
    expect(text).toContain('Declined: not posted');
    expect(text).toContain('Apple Store');

    const shopping = demoCard((candidate) => candidate.physicalStatus === 'shipped');
    const november = await statementOf(shopping, '2026-11');
    const empty = await pdfText((await call('GET', `/api/cards/${shopping.id}/statements/${november.id}/pdf`, { cookie: demo() })).raw?.data as Uint8Array);
    expect(empty).toContain('No transactions in this period.');
    expect(empty).toContain('Open (cycle in progress)');
  });

  it("prints Chinese: in the user's language, with their Chinese name, from an embedded CJK font subset of the script's own font", async () => {
    const card = activeCredit();
    const september = await statementOf(card, '2026-09');
    const demoUser = app.store.find('users', (user) => user.email === 'demo@example.com');
    if (!demoUser) throw new Error('no demo user');
    const download = async (language: 'zh-CN' | 'zh-TW') => {
      app.store.put('users', { ...demoUser, fullname: '陳美玲', language });
      app.store.flush();
      return (await call('GET', `/api/cards/${card.id}/statements/${september.id}/pdf`, { cookie: demo() })).raw?.data as Uint8Array;
    };

    const simplified = await download('zh-CN');
    const text = await pdfText(simplified);
    for (const words of ['卡片对账单', '持卡人', '陳美玲', '账单期间', '期初余额', '期末余额（欠款）', '手续费合计', '2026年9月1日', '第 1 页']) expect(text, words).toContain(words);
    expect(text).not.toContain('Card statement');
    // The font is embedded, and only the glyphs used (a subset: its name carries a six-letter tag).
    const raw = Buffer.from(simplified).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(raw).not.toContain('NotoSansTC');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
    expect(simplified.length).toBeLessThan(400_000);

    // Traditional Chinese is drawn with the traditional glyph forms: Noto Sans TC, not the SC font.
    const traditionalPdf = await download('zh-TW');
    const traditional = await pdfText(traditionalPdf);
    for (const words of ['卡片對帳單', '持卡人', '陳美玲', '帳單期間', '期初餘額', '手續費合計']) expect(traditional, words).toContain(words);
    const traditionalRaw = Buffer.from(traditionalPdf).toString('latin1');
    expect(traditionalRaw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTC/);
    expect(traditionalRaw).not.toContain('NotoSansSC');
    expect(traditionalRaw).not.toContain('/Helvetica');
    expect(traditionalPdf.length).toBeLessThan(400_000);
  });

  it("answers 404 for an unknown statement, one of another card, and another user's card", async () => {
    const debit = activeDebit();
    const credit = activeCredit();
    const creditStatement = await statementOf(credit, '2026-09');
    const wrongCard = await call('GET', `/api/cards/${debit.id}/statements/${creditStatement.id}/pdf`, { cookie: demo() });
    expect(wrongCard.status).toBe(404);
    expect(wrongCard.body.message).toBe('Statement not found');
    expect((await call('GET', `/api/cards/${debit.id}/statements/nope/pdf`, { cookie: demo() })).status).toBe(404);
    const other = await call('GET', `/api/cards/${credit.id}/statements/${creditStatement.id}/pdf`, { cookie: sessionOf('mfa@example.com') });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Card not found');
  });
});

describe('card transactions (listCardTransactions)', () => {
  const list = async (query: string, cookie = demo()) => call('GET', `/api/transactions/cards?${query}`, { cookie });

  it('pages through every transaction of the card, newest first, 10 by default', async () => {
    const card = activeDebit();
    const all = transactionsOf(card);
    const first = await list(`cardId=${card.id}`);
    expect(first.status).toBe(200);
    const page = first.body.data as PageJson<CardTransactionRecord>;
    expect(page).toMatchObject({ skip: 0, take: 10, total: all.length });
    expect(page.data).toHaveLength(10);
    const seen: CardTransactionRecord[] = [];
    for (let skip = 0; skip < all.length; skip += 50) seen.push(...((await list(`cardId=${card.id}&skip=${skip}&take=50`)).body.data as PageJson<CardTransactionRecord>).data);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen.map((tx) => tx.id)).size).toBe(all.length);
    const dates = seen.map((tx) => tx.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(seen[0]?.id).toBe(page.data[0]?.id);
    // Shape: merchant, fees, metadata; declineReason only on refused ones; no owner field.
    const declined = seen.find((tx) => tx.status === 'declined');
    expect(declined).toMatchObject({ declineReason: expect.any(String), merchant: expect.any(Object), fees: expect.any(Object) });
    expect(seen.find((tx) => tx.status === 'cleared')).not.toHaveProperty('declineReason');
    expect(seen[0]).not.toHaveProperty('userId');
    expect(new Set(seen.map((tx) => tx.type)).size).toBeGreaterThanOrEqual(7);
  });

  it('puts an injected transaction first', async () => {
    const card = activeDebit();
    const injected = await call('POST', '/api/simulator/card-transactions', { body: cardTransaction(card.id, { amount: '4.75' }) });
    expect(injected.status).toBe(201);
    const page = (await list(`cardId=${card.id}&take=1`)).body.data as PageJson<{ id: string }>;
    expect(page.data[0]?.id).toBe(injected.body['id']);
  });

  it("answers 404 for another user's card and an unknown one, 400 without a card id", async () => {
    const other = await list(`cardId=${activeDebit().id}`, sessionOf('mfa@example.com'));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Card not found');
    expect((await list('cardId=nope')).status).toBe(404);
    expect((await list('')).status).toBe(400);
    expect((await call('GET', `/api/transactions/cards?cardId=${activeDebit().id}`)).status).toBe(401);
  });
});

describe('statement lifecycle (sweep and clock)', () => {
  it('closes a cycle at its end, opens the next, and moves an unpaid credit statement to overdue, then paid', async () => {
    const card = activeCredit();
    const november = await statementOf(card, '2026-11');
    expect(november.status).toBe('open');
    // Any transaction in the open cycle changes its closing balance at once.
    await call('POST', '/api/simulator/card-transactions', { body: cardTransaction(card.id, { amount: '31.61' }) });
    const after = await statementOf(card, '2026-11');
    expect(dec(after.closingBalance).minus(november.closingBalance).toFixed(2)).toBe('31.61');

    app.clock.set(new Date('2026-12-01T00:00:30.000Z'));
    expect(sweepStatements(app.services)).toBeGreaterThan(0);
    expect(sweepStatements(app.services)).toBe(0);
    const record = app.store.get('statements', statementIdFor(card.id, '2026-11')) as StatementRecord;
    expect(record).toMatchObject({ status: 'closed', closedAt: '2026-12-01T00:00:00.000Z', dueDate: dueDateFor('2026-11') });
    expect((await statementOf(card, '2026-12')).status).toBe('open');

    app.clock.set(new Date('2026-12-25T23:59:59.000Z'));
    expect((await statementOf(card, '2026-11')).status).toBe('closed');
    app.clock.set(new Date('2026-12-26T00:00:00.000Z'));
    app.services.sweep();
    expect(app.store.get('statements', record.id)?.status).toBe('overdue');
    expect((await statementOf(card, '2026-11')).status).toBe('overdue');

    // A partial payment keeps it overdue; paying the rest makes it paid.
    const due = dec((await statementOf(card, '2026-11')).closingBalance);
    await call('POST', '/api/simulator/card-transactions', { body: cardTransaction(card.id, { type: 'payment', amount: '10.00', merchant: { name: 'LookCard', city: 'Online', country: 'US' } }) });
    expect((await statementOf(card, '2026-11')).status).toBe('overdue');
    await call('POST', '/api/simulator/card-transactions', {
      body: cardTransaction(card.id, { type: 'payment', amount: due.minus(10).toFixed(2), merchant: { name: 'LookCard', city: 'Online', country: 'US' } }),
    });
    expect((await statementOf(card, '2026-11')).status).toBe('paid');
    app.services.sweep();
    expect(app.store.get('statements', record.id)?.status).toBe('paid');
  });

  it('opens statements for a card issued later and backfills missed cycles after a clock jump', async () => {
    const card = activeDebit();
    app.clock.set(new Date('2027-02-10T09:00:00.000Z'));
    app.services.sweep();
    const list = (await statements(card, '?take=100')).data;
    expect(list.slice(0, 4).map((s) => `${s.cycle}:${s.status}`)).toEqual(['2027-02:open', '2027-01:closed', '2026-12:closed', '2026-11:closed']);
    expect(list[0]?.createdAt).toBe('2027-02-01T00:00:00.000Z');
  });
});

describe('simulator step: statement generation for a cycle', () => {
  const generate = (cardId: string, cycle: string) => call('POST', `/api/simulator/cards/${cardId}/statements`, { body: { cycle } });

  it('closes the current cycle early as of now, from its transactions', async () => {
    const card = activeDebit();
    const response = await generate(card.id, '2026-11');
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(false);
    const statement = response.body.data as StatementJson;
    expect(statement).toMatchObject({ cycle: '2026-11', status: 'closed', closingBalance: app.store.get('cards', card.id)?.deposit.current });
    expect(app.store.get('statements', statement.id)?.closedAt).toBe(START.toISOString());
    // Idempotent: running it again keeps the statement as it is.
    const again = await generate(card.id, '2026-11');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(statement);
    // A credit statement with an amount due, closed early, is closed until paid or due.
    expect(((await generate(activeCredit().id, '2026-11')).body.data as StatementJson).status).toBe('closed');
  });

  it('creates a missing statement (201) and refuses future cycles, cycles before the card and applications', async () => {
    const card = activeDebit();
    app.store.delete('statements', statementIdFor(card.id, '2026-09'));
    const created = await generate(card.id, '2026-09');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, created: true, data: { cycle: '2026-09', status: 'closed' } });

    const future = await generate(card.id, '2026-12');
    expect(future.status).toBe(422);
    expect(future.body.code).toBe('CycleInFuture');
    const before = await generate(card.id, '2026-04');
    expect(before.status).toBe(422);
    expect(before.body.code).toBe('CycleBeforeCard');
    expect((await generate(application().id, '2026-11')).status).toBe(422);
    expect((await generate('no-such-card', '2026-11')).status).toBe(404);
    expect((await generate(card.id, '2026-13')).status).toBe(400);
  });
});
