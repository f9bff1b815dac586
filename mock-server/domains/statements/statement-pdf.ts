/*
 * Longer than 300 lines on purpose: one document layout (header, summary, transaction table, totals, footer on every
 * page) whose drawing steps share the page cursor and the page breaks; split, each part would need all of them.
 */
import { Big } from '@contract-kit/money';
import type { CardModel, CardNetwork, CardTransactionType, Statement } from '@contract-kit/model';
import type { BookEntry, StatementFigures } from './book';

/**
 * The statement PDF (downloadCardStatement, spec 02 §4 "Download returns a PDF"), generated for real with pdfkit
 * from the cycle's card transactions: the period, the card (name, network, last four digits), the cardholder,
 * opening and closing balance, every transaction of the cycle with its fees, the totals and — for credit cards —
 * the amount and date due. Read only: it is built from figures taken from the store before any await.
 *
 * The standard PDF fonts (Helvetica) cover Windows-1252; other characters (e.g. CJK merchant names injected by
 * the simulator) are printed as '?'.
 */
export interface StatementPdfInput {
  statement: Statement;
  figures: StatementFigures;
  card: { name: string; lastFourDigits: string; model: CardModel; network: CardNetwork };
  holder: string;
  generatedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 48, bottom: 64, left: 48, right: 48 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLUMNS = [
  { key: 'date', label: 'Date (UTC)', width: 62, align: 'left' },
  { key: 'description', label: 'Description', width: 245, align: 'left' },
  { key: 'amount', label: 'Amount', width: 64, align: 'right' },
  { key: 'fees', label: 'Fees', width: 54, align: 'right' },
  { key: 'billed', label: 'Balance effect', width: CONTENT_WIDTH - 62 - 245 - 64 - 54, align: 'right' },
] as const;
const COLOR = { ink: '#111827', muted: '#6b7280', faint: '#9ca3af', rule: '#d1d5db', panel: '#f3f4f6', brand: '#1d4ed8', red: '#b91c1c' };

// Windows-1252 beyond Latin-1: what the standard fonts can print.
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Keeps what the standard PDF fonts can print; anything else becomes '?'. */
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += '?';
  }
  return out;
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $1,234.56 (exact: Intl gets the already-rounded decimal string). */
export function usdText(value: Big): string {
  return usdFormat.format(value.abs().round(2, Big.roundHalfUp).toFixed(2) as unknown as number);
}

/** Signed amounts use ASCII '-' (the standard fonts have no U+2212 minus sign). */
const signed = (value: Big) => (value.lt(0) ? `-${usdText(value)}` : value.gt(0) ? `+${usdText(value)}` : usdText(value));

const longDate = (iso: string | Date) =>
  new Date(typeof iso === 'string' && iso.length === 10 ? `${iso}T00:00:00.000Z` : iso).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = (at: number) => {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`, time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
};

const STATUS_TEXT: Record<string, string> = { paid: 'Paid', closed: 'Closed', overdue: 'Overdue', open: 'Open (cycle in progress)' };
const NETWORK_TEXT: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

function typeText(type: CardTransactionType, model: CardModel): string {
  switch (type) {
    case 'purchase':
      return 'Purchase';
    case 'payment':
      return 'Repayment';
    case 'refund':
      return 'Refund';
    case 'deposit_fund':
      return model === 'credit' ? 'Stake' : 'Deposit';
    case 'withdraw_fund':
      return model === 'credit' ? 'Unstake' : 'Withdrawal';
    case 'atm_withdrawal':
      return 'ATM withdrawal';
    case 'fee':
      return 'Card fee';
    case 'reversal':
      return 'Reversal';
    default:
      return String(type).replaceAll('_', ' ');
  }
}

const feeTotal = (entry: BookEntry) => new Big(entry.tx.fees.tx).plus(entry.tx.fees.fx).plus(entry.tx.fees.atm);

function feeBreakdown(entry: BookEntry): string | null {
  const parts: string[] = [];
  const { tx, fx, atm } = entry.tx.fees;
  if (new Big(tx).gt(0)) parts.push(`transaction fee ${usdText(new Big(tx))}`);
  if (new Big(fx).gt(0)) parts.push(`FX fee ${usdText(new Big(fx))}`);
  if (new Big(atm).gt(0)) parts.push(`ATM fee ${usdText(new Big(atm))}`);
  return parts.length ? `Fees: ${parts.join(', ')}` : null;
}

export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const { statement, figures, card } = input;
  const isCredit = card.model === 'credit';
  const cardName = card.name.trim() || (isCredit ? 'Credit card' : 'Debit card');
  const cardNumber = `${NETWORK_TEXT[card.network] ?? card.network} ${card.model} card ending ${card.lastFourDigits}`;
  const period = `${longDate(statement.startDate)} – ${longDate(statement.endDate)}`;

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: `LookCard statement ${statement.cycle} – card ending ${card.lastFourDigits}`,
      Author: 'LookCard',
      Subject: `Card statement for ${period}`,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });

  const left = MARGIN.left;
  const right = PAGE.width - MARGIN.right;
  const bottom = PAGE.height - MARGIN.bottom;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}) => {
    const { font = 'Helvetica', size = 9, color = COLOR.ink, ...rest } = options;
    doc.font(font).fontSize(size).fillColor(color).text(printable(value), x, y, { lineBreak: rest.width !== undefined, ...rest });
  };
  const rule = (y: number, color = COLOR.rule, width = 0.6) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor(color).stroke();
  };

  // ---- heading
  text('LookCard', left, MARGIN.top, { font: 'Helvetica-Bold', size: 20, color: COLOR.brand });
  text('Card statement', left, MARGIN.top + 2, { font: 'Helvetica-Bold', size: 14, width: CONTENT_WIDTH, align: 'right' });
  text(`Billing cycle ${statement.cycle}`, left, MARGIN.top + 20, { size: 9, color: COLOR.muted, width: CONTENT_WIDTH, align: 'right' });
  rule(MARGIN.top + 36, COLOR.ink, 1);

  // ---- who, what, when
  let y = MARGIN.top + 48;
  const half = CONTENT_WIDTH / 2;
  const field = (label: string, value: string, x: number, at: number, color = COLOR.ink) => {
    text(label, x, at, { size: 7.5, color: COLOR.muted });
    text(value, x, at + 10, { font: 'Helvetica-Bold', size: 9.5, color, width: half - 12, height: 12, ellipsis: true });
  };
  field('Cardholder', input.holder, left, y);
  field('Statement period', period, left + half, y);
  y += 28;
  field('Card', cardName, left, y);
  field('Card number', cardNumber, left + half, y);
  y += 28;
  field('Status', STATUS_TEXT[statement.status] ?? statement.status, left, y, statement.status === 'overdue' ? COLOR.red : COLOR.ink);
  field(isCredit ? 'Payment due date' : 'Generated', isCredit && statement.dueDate ? longDate(statement.dueDate) : longDate(input.generatedAt), left + half, y);
  y += 28;
  field('Statement ID', statement.id, left, y);
  field(isCredit ? 'Generated' : 'Currency', isCredit ? longDate(input.generatedAt) : 'US dollar (USD)', left + half, y);
  y += 36;

  // ---- summary
  const summary: { label: string; value: string; isStrong?: boolean }[] = [{ label: 'Opening balance', value: usdText(figures.opening), isStrong: true }];
  if (isCredit) {
    summary.push({ label: 'Purchases and charges', value: signed(figures.totals.debits) });
    summary.push({ label: 'Payments and credits', value: signed(figures.totals.credits.times(-1)) });
  } else {
    summary.push({ label: 'Deposits and credits', value: signed(figures.totals.credits) });
    summary.push({ label: 'Spending and withdrawals', value: signed(figures.totals.debits.times(-1)) });
  }
  summary.push({ label: 'Fees (included above)', value: usdText(figures.totals.fees) });
  summary.push({ label: isCredit ? 'Closing balance (amount owed)' : 'Closing balance', value: usdText(figures.closing), isStrong: true });
  if (isCredit) {
    summary.push({ label: 'Amount due', value: usdText(figures.amountDue), isStrong: true });
    if (statement.dueDate) summary.push({ label: 'Payment due date', value: longDate(statement.dueDate) });
    if (figures.totals.staked.gt(0)) summary.push({ label: 'Collateral staked (not part of the balance)', value: usdText(figures.totals.staked) });
    if (figures.totals.unstaked.gt(0)) summary.push({ label: 'Collateral unstaked (not part of the balance)', value: usdText(figures.totals.unstaked) });
  }
  const rowHeight = 15;
  const boxHeight = summary.length * rowHeight + 16;
  doc.roundedRect(left, y, CONTENT_WIDTH, boxHeight, 4).fill(COLOR.panel);
  text('Summary', left + 12, y + 8, { font: 'Helvetica-Bold', size: 10 });
  let sy = y + 8;
  for (const row of summary) {
    const font = row.isStrong ? 'Helvetica-Bold' : 'Helvetica';
    text(row.label, left + half - 40, sy, { font, size: 9 });
    text(row.value, left + half - 40, sy, { font, size: 9, width: half + 28, align: 'right' });
    sy += rowHeight;
  }
  y += boxHeight + 20;

  // ---- transactions
  const drawTableHeader = (at: number) => {
    let x = left;
    for (const column of COLUMNS) {
      text(column.label, x + (column.align === 'right' ? 0 : 2), at, { font: 'Helvetica-Bold', size: 8, color: COLOR.muted, width: column.width - 2, align: column.align });
      x += column.width;
    }
    rule(at + 12, COLOR.ink, 0.8);
    return at + 18;
  };
  const posted = figures.entries.filter((entry) => entry.isPosted).length;
  text(`Transactions (${figures.entries.length}${figures.entries.length !== posted ? `, ${posted} posted` : ''})`, left, y, { font: 'Helvetica-Bold', size: 11 });
  y = drawTableHeader(y + 18);

  if (figures.entries.length === 0) {
    text('No transactions in this period.', left + 2, y, { size: 9, color: COLOR.muted });
    y += 18;
  }
  for (const entry of figures.entries) {
    const tx = entry.tx;
    const when = shortDate(entry.at);
    const isForeign = tx.metadata.originalCurrency && tx.metadata.originalCurrency !== 'USD';
    const detail = [typeText(tx.type, card.model), tx.description, [tx.merchant.city, tx.merchant.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
    const extra = [
      isForeign ? `Original amount ${tx.metadata.originalCurrency} ${tx.metadata.originalTransactionAmount}` : null,
      feeBreakdown(entry),
      entry.isPosted ? null : `${tx.status.charAt(0).toUpperCase()}${tx.status.slice(1)}: not posted`,
      tx.declineReason && (tx.status === 'declined' || tx.status === 'rejected') ? tx.declineReason : null,
    ].filter((part): part is string => Boolean(part));
    const lines = 2 + (extra.length > 0 ? 1 : 0);
    const height = lines * 10 + 8;
    if (y + height > bottom) {
      doc.addPage();
      y = drawTableHeader(MARGIN.top);
    }
    const tone = entry.isPosted ? COLOR.ink : COLOR.faint;
    let x = left;
    const [dateColumn, descriptionColumn, amountColumn, feesColumn, billedColumn] = COLUMNS;
    text(when.day, x + 2, y, { size: 8.5, color: tone });
    text(when.time, x + 2, y + 10, { size: 7.5, color: COLOR.muted });
    x += dateColumn.width;
    text(tx.merchant.name, x + 2, y, { font: 'Helvetica-Bold', size: 8.5, color: tone, width: descriptionColumn.width - 6, height: 10, ellipsis: true });
    text(detail, x + 2, y + 10, { size: 7.5, color: COLOR.muted, width: descriptionColumn.width - 6, height: 9, ellipsis: true });
    if (extra.length > 0) {
      text(extra.join(' · '), x + 2, y + 20, { size: 7.5, color: entry.isPosted ? COLOR.muted : COLOR.red, width: descriptionColumn.width - 6, height: 9, ellipsis: true });
    }
    x += descriptionColumn.width;
    const amount = new Big(tx.amount);
    text(tx.entry === 'credit' ? `+${usdText(amount)}` : `-${usdText(amount)}`, x, y, { size: 8.5, color: tone, width: amountColumn.width - 2, align: 'right' });
    x += amountColumn.width;
    const fees = feeTotal(entry);
    text(fees.gt(0) ? usdText(fees) : '–', x, y, { size: 8.5, color: tone, width: feesColumn.width - 2, align: 'right' });
    x += feesColumn.width;
    const effect = !entry.isPosted
      ? 'not posted'
      : isCredit && !entry.collateral.eq(0)
        ? `collateral ${signed(entry.collateral)}`
        : signed(entry.effect);
    text(effect, x, y, { font: entry.isPosted ? 'Helvetica-Bold' : 'Helvetica', size: 8.5, color: tone, width: billedColumn.width - 2, align: 'right' });
    text(`bal. ${usdText(entry.balance)}${entry.balance.lt(0) ? ' CR' : ''}`, x, y + 10, { size: 7, color: COLOR.muted, width: billedColumn.width - 2, align: 'right' });
    y += height;
    rule(y - 4);
  }

  // ---- totals
  if (y + 70 > bottom) {
    doc.addPage();
    y = MARGIN.top;
  }
  y += 4;
  const totals: [string, string][] = isCredit
    ? [
        ['Total purchases and charges', signed(figures.totals.debits)],
        ['Total payments and credits', signed(figures.totals.credits.times(-1))],
        ['Total fees', usdText(figures.totals.fees)],
        ['Closing balance', usdText(figures.closing)],
      ]
    : [
        ['Total deposits and credits', signed(figures.totals.credits)],
        ['Total spending and withdrawals', signed(figures.totals.debits.times(-1))],
        ['Total fees', usdText(figures.totals.fees)],
        ['Closing balance', usdText(figures.closing)],
      ];
  for (const [label, value] of totals) {
    const isLast = label === 'Closing balance';
    text(label, left + half - 40, y, { font: isLast ? 'Helvetica-Bold' : 'Helvetica', size: 9 });
    text(value, left + half - 40, y, { font: isLast ? 'Helvetica-Bold' : 'Helvetica', size: 9, width: half + 28, align: 'right' });
    y += 14;
  }
  y += 8;
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(
      printable(
        'Balances include posted (cleared) transactions only; pending, declined, rejected and reversed transactions are listed for information and move no money. ' +
          (isCredit
            ? 'The balance is the amount owed on the card; staking and unstaking change the collateral (the credit limit), not the amount owed. '
            : 'The balance is the money held on the card. ') +
          'All dates and times are UTC. Amounts in US dollars.',
      ),
      left,
      y,
      { width: CONTENT_WIDTH },
    );

  // ---- footer on every page
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const footerY = PAGE.height - MARGIN.bottom + 24;
    doc.moveTo(left, footerY - 8).lineTo(right, footerY - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    text(`LookCard · Statement ${statement.cycle} · Card ending ${card.lastFourDigits}`, left, footerY, { size: 7.5, color: COLOR.muted });
    text(`Page ${index - range.start + 1} of ${range.count}`, left, footerY, { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH, align: 'right' });
    doc.page.margins = margins;
  }

  doc.end();
  await finished;
  const size = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
