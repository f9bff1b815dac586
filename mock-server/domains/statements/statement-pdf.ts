/*
 * Longer than 300 lines on purpose: one document layout (header, summary, transaction table, totals, footer on every
 * page) whose drawing steps share the page cursor and the page breaks; split, each part would need all of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Big } from '@contract-kit/money';
import type { CardModel, CardNetwork, CardTransactionType, Statement } from '@contract-kit/model';
import type { BookEntry, StatementFigures } from './book';
import { STATEMENT_TEXTS, type StatementLanguage, type StatementTexts } from './statement-pdf-texts';

/**
 * The statement PDF (downloadCardStatement, spec 02 §4 "Download returns a PDF"), generated for real with pdfkit
 * from the cycle's card transactions: the period, the card (name, network, last four digits), the cardholder,
 * opening and closing balance, every transaction of the cycle with its fees, the totals and — for credit cards —
 * the amount and date due. Read only: it is built from figures taken from the store before any await.
 *
 * It is written in the user's language (en, zh-CN, zh-TW: statement-pdf-texts.ts). A Chinese statement, or one with
 * a word the standard PDF fonts cannot print (a Chinese name or merchant), is set in Noto Sans — Latin, Chinese and
 * most other scripts: Noto Sans TC for a Traditional Chinese statement, Noto Sans SC for the others — of which only
 * the glyphs used are embedded (pdfkit subsets it); an English statement of Latin text keeps Helvetica. The fonts come
 * from the npm packages @expo-google-fonts/noto-sans-sc and -tc (SIL Open Font License), read from node_modules.
 */
export interface StatementPdfInput {
  statement: Statement;
  figures: StatementFigures;
  card: { name: string; lastFourDigits: string; model: CardModel; network: CardNetwork };
  holder: string;
  generatedAt: Date;
  /** The user's language (their saved language); English when not given. */
  language?: StatementLanguage;
}

/**
 * The embedded font of each language: Traditional Chinese takes Noto Sans TC, whose glyphs have the traditional forms
 * (Noto Sans SC draws 户, 骨, 写 … the mainland way, even for traditional characters); every other language takes
 * Noto Sans SC. Both are two weights, registered as REGULAR and BOLD.
 */
const FONT_FILES = {
  sc: { regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
  tc: { regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf' },
} as const;
type FontFamily = keyof typeof FONT_FILES;
type FontWeight = keyof (typeof FONT_FILES)[FontFamily];
const fontFamilyOf = (language: StatementLanguage): FontFamily => (language === 'zh-TW' ? 'tc' : 'sc');
/** Read once (7 to 11 MB each): every statement after the first only parses what it uses. */
const fontBytes = new Map<string, Buffer>();
function fontFile(family: FontFamily, weight: FontWeight): Buffer {
  const path = FONT_FILES[family][weight];
  let bytes = fontBytes.get(path);
  if (!bytes) fontBytes.set(path, (bytes = readFileSync(createRequire(import.meta.url).resolve(path))));
  return bytes;
}
const REGULAR = 'statement-regular';
const BOLD = 'statement-bold';

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

// Windows-1252 beyond Latin-1: what the standard PDF fonts print besides Latin-1.
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isStandardFontChar = (char: string, code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
const isEmbeddedFontChar = (code: number) => (code >= 0x20 && code < 0xe000 && !(code >= 0x7f && code < 0xa0)) || (code > 0xf8ff && code <= 0xffff) || (code >= 0x20000 && code <= 0x3ffff);

/**
 * Keeps what the font prints: with the embedded font (`isEmbedded`) the Basic Multilingual Plane (Latin, Greek,
 * Cyrillic, CJK …) and the CJK extension planes, else Windows-1252 (the standard fonts); control characters become
 * spaces, anything else (emoji, private use) '?'.
 */
export function printable(text: string, isEmbedded = true): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (isEmbedded ? isEmbeddedFontChar(code) : isStandardFontChar(char, code)) out += char;
    else out += '?';
  }
  return out;
}

/**
 * Whether a statement needs the embedded font: any language but English, or a word of the statement (the
 * cardholder, the card, a merchant, a place, a description) that the standard fonts cannot print. An English statement
 * of Latin text keeps the standard fonts: nothing to embed, and quick to make.
 */
function needsEmbeddedFont(input: StatementPdfInput): boolean {
  if ((input.language ?? 'en') !== 'en') return true;
  const words = [input.holder, input.card.name, ...input.figures.entries.flatMap((entry) => [entry.tx.merchant.name, entry.tx.merchant.city ?? '', entry.tx.description])];
  return words.some((word) => printable(word, false) !== word);
}

/** $1,234.56 in the statement's locale (exact: Intl gets the already-rounded decimal string). */
export function usdText(value: Big, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value.abs().round(2, Big.roundHalfUp).toFixed(2) as unknown as number,
  );
}

/** Signed amounts use ASCII '-' (every font has it). */
const signedIn = (locale: string) => (value: Big) => (value.lt(0) ? `-${usdText(value, locale)}` : value.gt(0) ? `+${usdText(value, locale)}` : usdText(value, locale));

const longDateIn = (locale: string) => (iso: string | Date) =>
  new Date(typeof iso === 'string' && iso.length === 10 ? `${iso}T00:00:00.000Z` : iso).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = (at: number) => {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`, time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
};

const NETWORK_TEXT: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

function typeText(type: CardTransactionType, model: CardModel, t: StatementTexts): string {
  switch (type) {
    case 'purchase':
      return t.transactionType.purchase;
    case 'payment':
      return t.transactionType.repayment;
    case 'refund':
      return t.transactionType.refund;
    case 'deposit_fund':
      return model === 'credit' ? t.transactionType.stake : t.transactionType.deposit;
    case 'withdraw_fund':
      return model === 'credit' ? t.transactionType.unstake : t.transactionType.withdrawal;
    case 'atm_withdrawal':
      return t.transactionType.atmWithdrawal;
    case 'fee':
      return t.transactionType.fee;
    case 'reversal':
      return t.transactionType.reversal;
    default:
      return String(type).replaceAll('_', ' ');
  }
}

const feeTotal = (entry: BookEntry) => new Big(entry.tx.fees.tx).plus(entry.tx.fees.fx).plus(entry.tx.fees.atm);

function feeBreakdown(entry: BookEntry, t: StatementTexts): string | null {
  const parts: string[] = [];
  const { tx, fx, atm } = entry.tx.fees;
  if (new Big(tx).gt(0)) parts.push(t.transactionFee(usdText(new Big(tx), t.moneyLocale)));
  if (new Big(fx).gt(0)) parts.push(t.fxFee(usdText(new Big(fx), t.moneyLocale)));
  if (new Big(atm).gt(0)) parts.push(t.atmFee(usdText(new Big(atm), t.moneyLocale)));
  return parts.length ? t.fees(parts) : null;
}

const statusWord = (status: string, t: StatementTexts) =>
  Object.hasOwn(t.transactionStatus, status) ? t.transactionStatus[status as keyof StatementTexts['transactionStatus']] : `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const { statement, figures, card } = input;
  const t = STATEMENT_TEXTS[input.language ?? 'en'];
  const usd = (value: Big) => usdText(value, t.moneyLocale);
  const signed = signedIn(t.moneyLocale);
  const longDate = longDateIn(t.locale);
  const isCredit = card.model === 'credit';
  const cardName = card.name.trim() || t.defaultCardName[card.model];
  const cardNumber = t.cardNumberValue(NETWORK_TEXT[card.network] ?? card.network, card.model, card.lastFourDigits);
  const period = `${longDate(statement.startDate)} – ${longDate(statement.endDate)}`;

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: t.documentTitle(statement.cycle, card.lastFourDigits),
      Author: 'LookCard',
      Subject: t.documentSubject(period),
      CreationDate: input.generatedAt,
    },
    lang: t.locale,
  });
  const isEmbedded = needsEmbeddedFont(input);
  if (isEmbedded) {
    const family = fontFamilyOf(input.language ?? 'en');
    doc.registerFont(REGULAR, fontFile(family, 'regular'));
    doc.registerFont(BOLD, fontFile(family, 'bold'));
  } else {
    doc.registerFont(REGULAR, 'Helvetica');
    doc.registerFont(BOLD, 'Helvetica-Bold');
  }
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });

  const left = MARGIN.left;
  const right = PAGE.width - MARGIN.right;
  const bottom = PAGE.height - MARGIN.bottom;
  /** `fit`: one line, the size lowered (to 6 pt at least) until it fits `width` (amounts, whose words differ by language). */
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string; fit?: boolean } = {}) => {
    const { font = REGULAR, size = 9, color = COLOR.ink, fit = false, ...rest } = options;
    const shown = printable(value, isEmbedded);
    let fitted = size;
    if (fit && rest.width !== undefined) {
      doc.font(font).fontSize(size);
      const natural = doc.widthOfString(shown);
      if (natural > rest.width) fitted = Math.max(6, (size * rest.width) / natural);
    }
    doc
      .font(font)
      .fontSize(fitted)
      .fillColor(color)
      .text(shown, x, y, { lineBreak: rest.width !== undefined && !fit, ...rest });
  };
  const rule = (y: number, color = COLOR.rule, width = 0.6) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor(color).stroke();
  };

  // ---- heading
  text('LookCard', left, MARGIN.top, { font: BOLD, size: 20, color: COLOR.brand });
  text(t.cardStatement, left, MARGIN.top + 2, { font: BOLD, size: 14, width: CONTENT_WIDTH, align: 'right' });
  text(t.billingCycle(statement.cycle), left, MARGIN.top + 20, { size: 9, color: COLOR.muted, width: CONTENT_WIDTH, align: 'right' });
  rule(MARGIN.top + 36, COLOR.ink, 1);

  // ---- who, what, when
  let y = MARGIN.top + 48;
  const half = CONTENT_WIDTH / 2;
  const field = (label: string, value: string, x: number, at: number, color = COLOR.ink) => {
    text(label, x, at, { size: 7.5, color: COLOR.muted });
    text(value, x, at + 10, { font: BOLD, size: 9.5, color, width: half - 12, height: 12, ellipsis: true });
  };
  field(t.cardholder, input.holder, left, y);
  field(t.statementPeriod, period, left + half, y);
  y += 28;
  field(t.card, cardName, left, y);
  field(t.cardNumber, cardNumber, left + half, y);
  y += 28;
  const statusText = Object.hasOwn(t.statementStatus, statement.status) ? t.statementStatus[statement.status as keyof StatementTexts['statementStatus']] : statement.status;
  field(t.status, statusText, left, y, statement.status === 'overdue' ? COLOR.red : COLOR.ink);
  field(isCredit ? t.paymentDueDate : t.generated, isCredit && statement.dueDate ? longDate(statement.dueDate) : longDate(input.generatedAt), left + half, y);
  y += 28;
  field(t.statementId, statement.id, left, y);
  field(isCredit ? t.generated : t.currency, isCredit ? longDate(input.generatedAt) : t.usDollar, left + half, y);
  y += 36;

  // ---- summary
  const summary: { label: string; value: string; isStrong?: boolean }[] = [{ label: t.openingBalance, value: usd(figures.opening), isStrong: true }];
  if (isCredit) {
    summary.push({ label: t.purchasesAndCharges, value: signed(figures.totals.debits) });
    summary.push({ label: t.paymentsAndCredits, value: signed(figures.totals.credits.times(-1)) });
  } else {
    summary.push({ label: t.depositsAndCredits, value: signed(figures.totals.credits) });
    summary.push({ label: t.spendingAndWithdrawals, value: signed(figures.totals.debits.times(-1)) });
  }
  summary.push({ label: t.feesIncluded, value: usd(figures.totals.fees) });
  summary.push({ label: isCredit ? t.closingBalanceOwed : t.closingBalance, value: usd(figures.closing), isStrong: true });
  if (isCredit) {
    summary.push({ label: t.amountDue, value: usd(figures.amountDue), isStrong: true });
    if (statement.dueDate) summary.push({ label: t.paymentDueDate, value: longDate(statement.dueDate) });
    if (figures.totals.staked.gt(0)) summary.push({ label: t.collateralStaked, value: usd(figures.totals.staked) });
    if (figures.totals.unstaked.gt(0)) summary.push({ label: t.collateralUnstaked, value: usd(figures.totals.unstaked) });
  }
  const rowHeight = 15;
  const boxHeight = summary.length * rowHeight + 16;
  doc.roundedRect(left, y, CONTENT_WIDTH, boxHeight, 4).fill(COLOR.panel);
  text(t.summary, left + 12, y + 8, { font: BOLD, size: 10 });
  let sy = y + 8;
  for (const row of summary) {
    const font = row.isStrong ? BOLD : REGULAR;
    text(row.label, left + half - 40, sy, { font, size: 9 });
    text(row.value, left + half - 40, sy, { font, size: 9, width: half + 28, align: 'right' });
    sy += rowHeight;
  }
  y += boxHeight + 20;

  // ---- transactions
  const drawTableHeader = (at: number) => {
    let x = left;
    for (const column of COLUMNS) {
      text(t.columns[column.key], x + (column.align === 'right' ? 0 : 2), at, { font: BOLD, size: 8, color: COLOR.muted, width: column.width - 2, align: column.align });
      x += column.width;
    }
    rule(at + 12, COLOR.ink, 0.8);
    return at + 18;
  };
  const posted = figures.entries.filter((entry) => entry.isPosted).length;
  text(t.transactions(figures.entries.length, figures.entries.length !== posted ? posted : null), left, y, { font: BOLD, size: 11 });
  y = drawTableHeader(y + 18);

  if (figures.entries.length === 0) {
    text(t.noTransactions, left + 2, y, { size: 9, color: COLOR.muted });
    y += 18;
  }
  for (const entry of figures.entries) {
    const tx = entry.tx;
    const when = shortDate(entry.at);
    const isForeign = tx.metadata.originalCurrency && tx.metadata.originalCurrency !== 'USD';
    const detail = [typeText(tx.type, card.model, t), tx.description, [tx.merchant.city, tx.merchant.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
    const extra = [
      isForeign ? t.originalAmount(tx.metadata.originalCurrency ?? '', tx.metadata.originalTransactionAmount) : null,
      feeBreakdown(entry, t),
      entry.isPosted ? null : t.notPostedAs(statusWord(tx.status, t)),
      tx.declineReason && (tx.status === 'declined' || tx.status === 'rejected') ? (t.declineReasons[tx.declineReason] ?? tx.declineReason) : null,
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
    text(tx.merchant.name, x + 2, y, { font: BOLD, size: 8.5, color: tone, width: descriptionColumn.width - 6, height: 10, ellipsis: true });
    text(detail, x + 2, y + 10, { size: 7.5, color: COLOR.muted, width: descriptionColumn.width - 6, height: 9, ellipsis: true });
    if (extra.length > 0) {
      text(extra.join(' · '), x + 2, y + 20, { size: 7.5, color: entry.isPosted ? COLOR.muted : COLOR.red, width: descriptionColumn.width - 6, height: 9, ellipsis: true });
    }
    x += descriptionColumn.width;
    const amount = new Big(tx.amount);
    text(tx.entry === 'credit' ? `+${usd(amount)}` : `-${usd(amount)}`, x, y, { size: 8.5, color: tone, width: amountColumn.width - 2, align: 'right', fit: true });
    x += amountColumn.width;
    const fees = feeTotal(entry);
    text(fees.gt(0) ? usd(fees) : '–', x, y, { size: 8.5, color: tone, width: feesColumn.width - 2, align: 'right', fit: true });
    x += feesColumn.width;
    const effect = !entry.isPosted ? t.notPosted : isCredit && !entry.collateral.eq(0) ? t.collateral(signed(entry.collateral)) : signed(entry.effect);
    text(effect, x, y, { font: entry.isPosted ? BOLD : REGULAR, size: 8.5, color: tone, width: billedColumn.width - 2, align: 'right', fit: true });
    text(t.balanceAfter(usd(entry.balance), entry.balance.lt(0)), x, y + 10, { size: 7, color: COLOR.muted, width: billedColumn.width - 2, align: 'right', fit: true });
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
        [t.totalPurchasesAndCharges, signed(figures.totals.debits)],
        [t.totalPaymentsAndCredits, signed(figures.totals.credits.times(-1))],
        [t.totalFees, usd(figures.totals.fees)],
        [t.closingBalance, usd(figures.closing)],
      ]
    : [
        [t.totalDepositsAndCredits, signed(figures.totals.credits)],
        [t.totalSpendingAndWithdrawals, signed(figures.totals.debits.times(-1))],
        [t.totalFees, usd(figures.totals.fees)],
        [t.closingBalance, usd(figures.closing)],
      ];
  for (const [label, value] of totals) {
    const isLast = label === t.closingBalance;
    text(label, left + half - 40, y, { font: isLast ? BOLD : REGULAR, size: 9 });
    text(value, left + half - 40, y, { font: isLast ? BOLD : REGULAR, size: 9, width: half + 28, align: 'right' });
    y += 14;
  }
  y += 8;
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(printable(t.notePosted + (isCredit ? t.noteCredit : t.noteDebit) + t.noteUtc, isEmbedded), left, y, { width: CONTENT_WIDTH });

  // ---- footer on every page
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const footerY = PAGE.height - MARGIN.bottom + 24;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    text(t.footer(statement.cycle, card.lastFourDigits), left, footerY, { size: 7.5, color: COLOR.muted });
    text(t.page(index - range.start + 1, range.count), left, footerY, { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH, align: 'right' });
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
