/**
 * The words of the statement PDF in each language of the app (spec 02 §9: en, zh-CN, zh-TW): the statement is
 * written in the user's language (their saved language, POST /api/users/language). Every language has every text
 * (the type makes a missing one a compile error).
 *
 * Longer than 300 lines on purpose: data, not logic — the same table of texts three times, side by side, so that a
 * text added to one language is seen to be missing from the others.
 */
export type StatementLanguage = 'en' | 'zh-CN' | 'zh-TW';

export interface StatementTexts {
  /** BCP 47 locale of dates. */
  locale: string;
  /** BCP 47 locale of amounts. */
  moneyLocale: string;
  cardStatement: string;
  billingCycle: (cycle: string) => string;
  documentTitle: (cycle: string, lastFour: string) => string;
  documentSubject: (period: string) => string;
  cardholder: string;
  statementPeriod: string;
  card: string;
  cardNumber: string;
  cardNumberValue: (network: string, model: 'debit' | 'credit', lastFour: string) => string;
  defaultCardName: Record<'debit' | 'credit', string>;
  status: string;
  statementStatus: Record<'paid' | 'closed' | 'overdue' | 'open', string>;
  paymentDueDate: string;
  generated: string;
  statementId: string;
  currency: string;
  usDollar: string;
  summary: string;
  openingBalance: string;
  purchasesAndCharges: string;
  paymentsAndCredits: string;
  depositsAndCredits: string;
  spendingAndWithdrawals: string;
  feesIncluded: string;
  closingBalanceOwed: string;
  closingBalance: string;
  amountDue: string;
  collateralStaked: string;
  collateralUnstaked: string;
  columns: Record<'date' | 'description' | 'amount' | 'fees' | 'billed', string>;
  transactions: (count: number, posted: number | null) => string;
  noTransactions: string;
  transactionType: Record<'purchase' | 'repayment' | 'refund' | 'stake' | 'deposit' | 'unstake' | 'withdrawal' | 'atmWithdrawal' | 'fee' | 'reversal', string>;
  transactionFee: (amount: string) => string;
  fxFee: (amount: string) => string;
  atmFee: (amount: string) => string;
  fees: (list: string[]) => string;
  originalAmount: (currency: string, amount: string) => string;
  transactionStatus: Record<'pending' | 'declined' | 'rejected' | 'reversed' | 'cleared', string>;
  notPostedAs: (status: string) => string;
  notPosted: string;
  collateral: (amount: string) => string;
  balanceAfter: (amount: string, isInCredit: boolean) => string;
  totalPurchasesAndCharges: string;
  totalPaymentsAndCredits: string;
  totalDepositsAndCredits: string;
  totalSpendingAndWithdrawals: string;
  totalFees: string;
  notePosted: string;
  noteCredit: string;
  noteDebit: string;
  noteUtc: string;
  footer: (cycle: string, lastFour: string) => string;
  page: (page: number, pages: number) => string;
  /** The spec 02 §8 decline reasons, as the card network gives them in English. */
  declineReasons: Record<string, string>;
}

const EN: StatementTexts = {
  locale: 'en-GB',
  moneyLocale: 'en-US',
  cardStatement: 'Card statement',
  billingCycle: (cycle) => `Billing cycle ${cycle}`,
  documentTitle: (cycle, lastFour) => `LookCard statement ${cycle} – card ending ${lastFour}`,
  documentSubject: (period) => `Card statement for ${period}`,
  cardholder: 'Cardholder',
  statementPeriod: 'Statement period',
  card: 'Card',
  cardNumber: 'Card number',
  cardNumberValue: (network, model, lastFour) => `${network} ${model} card ending ${lastFour}`,
  defaultCardName: { debit: 'Debit card', credit: 'Credit card' },
  status: 'Status',
  statementStatus: { paid: 'Paid', closed: 'Closed', overdue: 'Overdue', open: 'Open (cycle in progress)' },
  paymentDueDate: 'Payment due date',
  generated: 'Generated',
  statementId: 'Statement ID',
  currency: 'Currency',
  usDollar: 'US dollar (USD)',
  summary: 'Summary',
  openingBalance: 'Opening balance',
  purchasesAndCharges: 'Purchases and charges',
  paymentsAndCredits: 'Payments and credits',
  depositsAndCredits: 'Deposits and credits',
  spendingAndWithdrawals: 'Spending and withdrawals',
  feesIncluded: 'Fees (included above)',
  closingBalanceOwed: 'Closing balance (amount owed)',
  closingBalance: 'Closing balance',
  amountDue: 'Amount due',
  collateralStaked: 'Collateral staked (not part of the balance)',
  collateralUnstaked: 'Collateral unstaked (not part of the balance)',
  columns: { date: 'Date (UTC)', description: 'Description', amount: 'Amount', fees: 'Fees', billed: 'Balance effect' },
  transactions: (count, posted) => `Transactions (${count}${posted === null ? '' : `, ${posted} posted`})`,
  noTransactions: 'No transactions in this period.',
  transactionType: {
    purchase: 'Purchase',
    repayment: 'Repayment',
    refund: 'Refund',
    stake: 'Stake',
    deposit: 'Deposit',
    unstake: 'Unstake',
    withdrawal: 'Withdrawal',
    atmWithdrawal: 'ATM withdrawal',
    fee: 'Card fee',
    reversal: 'Reversal',
  },
  transactionFee: (amount) => `transaction fee ${amount}`,
  fxFee: (amount) => `FX fee ${amount}`,
  atmFee: (amount) => `ATM fee ${amount}`,
  fees: (list) => `Fees: ${list.join(', ')}`,
  originalAmount: (currency, amount) => `Original amount ${currency} ${amount}`,
  transactionStatus: { pending: 'Pending', declined: 'Declined', rejected: 'Rejected', reversed: 'Reversed', cleared: 'Cleared' },
  notPostedAs: (status) => `${status}: not posted`,
  notPosted: 'not posted',
  collateral: (amount) => `collateral ${amount}`,
  balanceAfter: (amount, isInCredit) => `bal. ${amount}${isInCredit ? ' CR' : ''}`,
  totalPurchasesAndCharges: 'Total purchases and charges',
  totalPaymentsAndCredits: 'Total payments and credits',
  totalDepositsAndCredits: 'Total deposits and credits',
  totalSpendingAndWithdrawals: 'Total spending and withdrawals',
  totalFees: 'Total fees',
  notePosted: 'Balances include posted (cleared) transactions only; pending, declined, rejected and reversed transactions are listed for information and move no money. ',
  noteCredit: 'The balance is the amount owed on the card; staking and unstaking change the collateral (the credit limit), not the amount owed. ',
  noteDebit: 'The balance is the money held on the card. ',
  noteUtc: 'All dates and times are UTC. Amounts in US dollars.',
  footer: (cycle, lastFour) => `LookCard · Statement ${cycle} · Card ending ${lastFour}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  declineReasons: {},
};

const ZH_CN: StatementTexts = {
  locale: 'zh-CN',
  moneyLocale: 'zh-CN',
  cardStatement: '卡片对账单',
  billingCycle: (cycle) => `账单周期 ${cycle}`,
  documentTitle: (cycle, lastFour) => `LookCard 对账单 ${cycle} – 尾号 ${lastFour} 的卡片`,
  documentSubject: (period) => `${period} 的卡片对账单`,
  cardholder: '持卡人',
  statementPeriod: '账单期间',
  card: '卡片',
  cardNumber: '卡号',
  cardNumberValue: (network, model, lastFour) => `${network} ${model === 'credit' ? '信用卡' : '借记卡'}，尾号 ${lastFour}`,
  defaultCardName: { debit: '借记卡', credit: '信用卡' },
  status: '状态',
  statementStatus: { paid: '已还清', closed: '已结账', overdue: '已逾期', open: '未结账（周期进行中）' },
  paymentDueDate: '还款到期日',
  generated: '生成日期',
  statementId: '对账单编号',
  currency: '币种',
  usDollar: '美元（USD）',
  summary: '概要',
  openingBalance: '期初余额',
  purchasesAndCharges: '消费及费用',
  paymentsAndCredits: '还款及入账',
  depositsAndCredits: '存入及入账',
  spendingAndWithdrawals: '消费及提现',
  feesIncluded: '手续费（已含在上述金额中）',
  closingBalanceOwed: '期末余额（欠款）',
  closingBalance: '期末余额',
  amountDue: '应还金额',
  collateralStaked: '已质押的抵押品（不计入余额）',
  collateralUnstaked: '已解除质押的抵押品（不计入余额）',
  columns: { date: '日期（UTC）', description: '说明', amount: '金额', fees: '手续费', billed: '对余额的影响' },
  transactions: (count, posted) => `交易（${count} 笔${posted === null ? '' : `，已入账 ${posted} 笔`}）`,
  noTransactions: '本期间没有交易。',
  transactionType: {
    purchase: '消费',
    repayment: '还款',
    refund: '退款',
    stake: '质押',
    deposit: '存入',
    unstake: '解除质押',
    withdrawal: '提现',
    atmWithdrawal: 'ATM 取款',
    fee: '卡片费用',
    reversal: '冲正',
  },
  transactionFee: (amount) => `交易手续费 ${amount}`,
  fxFee: (amount) => `外汇手续费 ${amount}`,
  atmFee: (amount) => `ATM 手续费 ${amount}`,
  fees: (list) => `手续费：${list.join('，')}`,
  originalAmount: (currency, amount) => `原始金额 ${currency} ${amount}`,
  transactionStatus: { pending: '处理中', declined: '已拒绝', rejected: '已驳回', reversed: '已冲正', cleared: '已结算' },
  notPostedAs: (status) => `${status}：未入账`,
  notPosted: '未入账',
  collateral: (amount) => `抵押品 ${amount}`,
  balanceAfter: (amount, isInCredit) => `余额 ${amount}${isInCredit ? '（贷方）' : ''}`,
  totalPurchasesAndCharges: '消费及费用合计',
  totalPaymentsAndCredits: '还款及入账合计',
  totalDepositsAndCredits: '存入及入账合计',
  totalSpendingAndWithdrawals: '消费及提现合计',
  totalFees: '手续费合计',
  notePosted: '余额仅包含已入账（已结算）的交易；处理中、已拒绝、已驳回和已冲正的交易仅供参考，不涉及资金变动。',
  noteCredit: '余额为卡片的欠款；质押和解除质押改变的是抵押品（信用额度），而不是欠款。',
  noteDebit: '余额为卡内持有的资金。',
  noteUtc: '所有日期和时间均为 UTC。金额以美元计。',
  footer: (cycle, lastFour) => `LookCard · 对账单 ${cycle} · 尾号 ${lastFour} 的卡片`,
  page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  declineReasons: {
    'Insufficient funds or card limit exceeded': '余额不足或超出卡片限额',
    'Invalid deposit source or verification required': '存入来源无效或需要验证',
    'Withdrawal limit exceeded or account verification needed': '超出提现限额或需要账户验证',
    'Transaction could not be processed': '交易无法处理',
    'Card is frozen': '卡片已冻结',
    'Card is not active': '卡片未激活',
    "Over the card's daily spending limit": '超出卡片每日消费限额',
    "Over the card's monthly spending limit": '超出卡片每月消费限额',
    'Online transactions are turned off for this card': '此卡片已关闭网上交易',
    'Contactless transactions are turned off for this card': '此卡片已关闭非接触式交易',
    'ATM withdrawals are turned off for this card': '此卡片已关闭 ATM 取款',
    'Foreign-currency transactions are turned off for this card': '此卡片已关闭外币交易',
  },
};

const ZH_TW: StatementTexts = {
  locale: 'zh-TW',
  moneyLocale: 'zh-TW',
  cardStatement: '卡片對帳單',
  billingCycle: (cycle) => `帳單週期 ${cycle}`,
  documentTitle: (cycle, lastFour) => `LookCard 對帳單 ${cycle} – 末四碼 ${lastFour} 的卡片`,
  documentSubject: (period) => `${period} 的卡片對帳單`,
  cardholder: '持卡人',
  statementPeriod: '帳單期間',
  card: '卡片',
  cardNumber: '卡號',
  cardNumberValue: (network, model, lastFour) => `${network} ${model === 'credit' ? '信用卡' : '簽帳金融卡'}，末四碼 ${lastFour}`,
  defaultCardName: { debit: '簽帳金融卡', credit: '信用卡' },
  status: '狀態',
  statementStatus: { paid: '已繳清', closed: '已結帳', overdue: '已逾期', open: '未結帳（週期進行中）' },
  paymentDueDate: '繳款截止日',
  generated: '產生日期',
  statementId: '對帳單編號',
  currency: '幣別',
  usDollar: '美元（USD）',
  summary: '摘要',
  openingBalance: '期初餘額',
  purchasesAndCharges: '消費及費用',
  paymentsAndCredits: '繳款及入帳',
  depositsAndCredits: '存入及入帳',
  spendingAndWithdrawals: '消費及提領',
  feesIncluded: '手續費（已含在上述金額中）',
  closingBalanceOwed: '期末餘額（欠款）',
  closingBalance: '期末餘額',
  amountDue: '應繳金額',
  collateralStaked: '已質押的擔保品（不計入餘額）',
  collateralUnstaked: '已解除質押的擔保品（不計入餘額）',
  columns: { date: '日期（UTC）', description: '說明', amount: '金額', fees: '手續費', billed: '對餘額的影響' },
  transactions: (count, posted) => `交易（${count} 筆${posted === null ? '' : `，已入帳 ${posted} 筆`}）`,
  noTransactions: '本期間沒有交易。',
  transactionType: {
    purchase: '消費',
    repayment: '繳款',
    refund: '退款',
    stake: '質押',
    deposit: '存入',
    unstake: '解除質押',
    withdrawal: '提領',
    atmWithdrawal: 'ATM 提款',
    fee: '卡片費用',
    reversal: '沖正',
  },
  transactionFee: (amount) => `交易手續費 ${amount}`,
  fxFee: (amount) => `外匯手續費 ${amount}`,
  atmFee: (amount) => `ATM 手續費 ${amount}`,
  fees: (list) => `手續費：${list.join('，')}`,
  originalAmount: (currency, amount) => `原始金額 ${currency} ${amount}`,
  transactionStatus: { pending: '處理中', declined: '已拒絕', rejected: '已駁回', reversed: '已沖正', cleared: '已結算' },
  notPostedAs: (status) => `${status}：未入帳`,
  notPosted: '未入帳',
  collateral: (amount) => `擔保品 ${amount}`,
  balanceAfter: (amount, isInCredit) => `餘額 ${amount}${isInCredit ? '（貸方）' : ''}`,
  totalPurchasesAndCharges: '消費及費用合計',
  totalPaymentsAndCredits: '繳款及入帳合計',
  totalDepositsAndCredits: '存入及入帳合計',
  totalSpendingAndWithdrawals: '消費及提領合計',
  totalFees: '手續費合計',
  notePosted: '餘額僅包含已入帳（已結算）的交易；處理中、已拒絕、已駁回和已沖正的交易僅供參考，不涉及資金變動。',
  noteCredit: '餘額為卡片的欠款；質押和解除質押改變的是擔保品（信用額度），而不是欠款。',
  noteDebit: '餘額為卡內持有的資金。',
  noteUtc: '所有日期和時間均為 UTC。金額以美元計。',
  footer: (cycle, lastFour) => `LookCard · 對帳單 ${cycle} · 末四碼 ${lastFour} 的卡片`,
  page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
  declineReasons: {
    'Insufficient funds or card limit exceeded': '餘額不足或超出卡片限額',
    'Invalid deposit source or verification required': '存入來源無效或需要驗證',
    'Withdrawal limit exceeded or account verification needed': '超出提領限額或需要帳戶驗證',
    'Transaction could not be processed': '交易無法處理',
    'Card is frozen': '卡片已凍結',
    'Card is not active': '卡片未啟用',
    "Over the card's daily spending limit": '超出卡片每日消費限額',
    "Over the card's monthly spending limit": '超出卡片每月消費限額',
    'Online transactions are turned off for this card': '此卡片已關閉網路交易',
    'Contactless transactions are turned off for this card': '此卡片已關閉感應式交易',
    'ATM withdrawals are turned off for this card': '此卡片已關閉 ATM 提款',
    'Foreign-currency transactions are turned off for this card': '此卡片已關閉外幣交易',
  },
};

export const STATEMENT_TEXTS: Readonly<Record<StatementLanguage, StatementTexts>> = { en: EN, 'zh-CN': ZH_CN, 'zh-TW': ZH_TW };
