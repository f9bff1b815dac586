import type { IncomingMessage, ServerResponse } from 'node:http';
import { isReadRequest, legalDocumentPage, sendLegalDocument, type LegalDocument } from '../../pages/template';

/**
 * The cardholder agreements the application wizard shows in its terms viewer (spec 02 §2 "a terms viewer
 * (embedded agreement page by model and language)", §9 "Agreement links exist in English, simplified Chinese and
 * traditional Chinese for credit and debit"): GET /mock-pages/agreements/{debit|credit}/{en|zh-CN|zh-TW}.
 * Framable by any origin (the app embeds them in a sandboxed frame).
 */
type Model = 'debit' | 'credit';
type Lang = 'en' | 'zh-CN' | 'zh-TW';

const CONTENT: Record<Model, Record<Lang, LegalDocument>> = {
  debit: {
    en: {
      title: 'LookCard Debit Cardholder Agreement',
      updated: 'Effective 1 November 2026',
      sections: [
        ['1. Your card', 'The LookCard debit card is a prepaid Visa card in US dollars. You can spend only the funds deposited on the card.'],
        [
          '2. Funding',
          'You fund the card from your USD balance, from your USDT, USDC or LOOK balance at the quoted rate, or by sending USDT, USDC or LOOK on chain to the card address. On-chain deposits carry a direct deposit fee shown before you confirm.',
        ],
        [
          '3. Activation',
          'To activate the card you must verify your identity and deposit at least the minimum deposit plus the activation fee. The activation fee and the deposit fee are charged when the card is activated.',
        ],
        ['4. Using the card', 'Payments and ATM withdrawals are taken from the available balance. Purchases in other currencies are converted to US dollars and may carry a foreign transaction fee.'],
        ['5. Withdrawals', 'You may withdraw the available balance to your USD balance at any time while the card is active.'],
        ['6. Security', 'Keep your card details and PIN secret. Freeze the card in the app at once if you think it has been lost or misused.'],
      ],
    },
    'zh-CN': {
      title: 'LookCard 借记卡持卡人协议',
      updated: '自 2026 年 11 月 1 日起生效',
      sections: [
        ['1. 您的卡片', 'LookCard 借记卡是一张以美元计价的预付 Visa 卡。您只能使用存入卡中的资金。'],
        ['2. 注资', '您可以从美元余额注资，也可以按报价汇率从 USDT、USDC 或 LOOK 余额注资，或通过链上向卡片地址发送 USDT、USDC 或 LOOK。链上存款会收取直接存款手续费，确认前会向您显示。'],
        ['3. 激活', '激活卡片前，您必须完成身份验证，并至少存入最低存款金额加激活费。激活费和存款手续费在卡片激活时收取。'],
        ['4. 使用卡片', '付款和 ATM 取款将从可用余额中扣除。以其他货币进行的消费会兑换为美元，并可能收取境外交易手续费。'],
        ['5. 提现', '卡片处于激活状态时，您可以随时将可用余额提取至美元余额。'],
        ['6. 安全', '请妥善保管卡片信息和 PIN 码。如怀疑卡片遗失或被盗用，请立即在应用中冻结卡片。'],
      ],
    },
    'zh-TW': {
      title: 'LookCard 簽帳卡持卡人協議',
      updated: '自 2026 年 11 月 1 日起生效',
      sections: [
        ['1. 您的卡片', 'LookCard 簽帳卡是一張以美元計價的預付 Visa 卡。您只能使用存入卡中的資金。'],
        ['2. 儲值', '您可以從美元餘額儲值，也可以按報價匯率從 USDT、USDC 或 LOOK 餘額儲值，或透過鏈上向卡片地址傳送 USDT、USDC 或 LOOK。鏈上存款會收取直接存款手續費，確認前會向您顯示。'],
        ['3. 啟用', '啟用卡片前，您必須完成身分驗證，並至少存入最低存款金額加啟用費。啟用費和存款手續費於卡片啟用時收取。'],
        ['4. 使用卡片', '付款和 ATM 提款將從可用餘額中扣除。以其他貨幣進行的消費會兌換為美元，並可能收取海外交易手續費。'],
        ['5. 提領', '卡片處於啟用狀態時，您可以隨時將可用餘額提領至美元餘額。'],
        ['6. 安全', '請妥善保管卡片資料和 PIN 碼。如懷疑卡片遺失或遭盜用，請立即在應用程式中凍結卡片。'],
      ],
    },
  },
  credit: {
    en: {
      title: 'LookCard Credit Cardholder Agreement',
      updated: 'Effective 1 November 2026',
      sections: [
        ['1. Your card', 'The LookCard credit card is a secured Mastercard in US dollars. Its credit limit equals the collateral you stake.'],
        [
          '2. Staking',
          'You stake collateral from your USD balance, from your USDT, USDC or LOOK balance at the quoted rate, or by sending USDT, USDC or LOOK on chain to the card address. On-chain stakes carry a direct stake fee shown before you confirm.',
        ],
        [
          '3. Activation',
          'To activate the card you must verify your identity and stake at least the minimum stake plus the activation fee. The activation fee and the stake fee are charged when the card is activated.',
        ],
        [
          '4. Using the card',
          'Payments and ATM withdrawals use your available credit and add to the outstanding balance. Purchases in other currencies are converted to US dollars and may carry a foreign transaction fee.',
        ],
        ['5. Repayment', 'Repay the outstanding balance from your USD balance or on chain to the card repayment address. Repayments restore your available credit.'],
        ['6. Unstaking', 'You may unstake collateral that does not back outstanding credit; unstaking lowers your credit limit.'],
        ['7. Security', 'Keep your card details and PIN secret. Freeze the card in the app at once if you think it has been lost or misused.'],
      ],
    },
    'zh-CN': {
      title: 'LookCard 信用卡持卡人协议',
      updated: '自 2026 年 11 月 1 日起生效',
      sections: [
        ['1. 您的卡片', 'LookCard 信用卡是一张以美元计价的担保型 Mastercard。其信用额度等于您质押的抵押品。'],
        ['2. 质押', '您可以从美元余额质押，也可以按报价汇率从 USDT、USDC 或 LOOK 余额质押，或通过链上向卡片地址发送 USDT、USDC 或 LOOK。链上质押会收取直接质押手续费，确认前会向您显示。'],
        ['3. 激活', '激活卡片前，您必须完成身份验证，并至少质押最低质押金额加激活费。激活费和质押手续费在卡片激活时收取。'],
        ['4. 使用卡片', '付款和 ATM 取款会占用可用额度并计入未还款余额。以其他货币进行的消费会兑换为美元，并可能收取境外交易手续费。'],
        ['5. 还款', '您可以从美元余额还款，或通过链上向卡片还款地址还款。还款后可用额度将恢复。'],
        ['6. 解除质押', '您可以解除未用于担保未还款额度的抵押品；解除质押会降低您的信用额度。'],
        ['7. 安全', '请妥善保管卡片信息和 PIN 码。如怀疑卡片遗失或被盗用，请立即在应用中冻结卡片。'],
      ],
    },
    'zh-TW': {
      title: 'LookCard 信用卡持卡人協議',
      updated: '自 2026 年 11 月 1 日起生效',
      sections: [
        ['1. 您的卡片', 'LookCard 信用卡是一張以美元計價的擔保型 Mastercard。其信用額度等於您質押的擔保品。'],
        ['2. 質押', '您可以從美元餘額質押，也可以按報價匯率從 USDT、USDC 或 LOOK 餘額質押，或透過鏈上向卡片地址傳送 USDT、USDC 或 LOOK。鏈上質押會收取直接質押手續費，確認前會向您顯示。'],
        ['3. 啟用', '啟用卡片前，您必須完成身分驗證，並至少質押最低質押金額加啟用費。啟用費和質押手續費於卡片啟用時收取。'],
        ['4. 使用卡片', '付款和 ATM 提款會占用可用額度並計入未還款餘額。以其他貨幣進行的消費會兌換為美元，並可能收取海外交易手續費。'],
        ['5. 還款', '您可以從美元餘額還款，或透過鏈上向卡片還款地址還款。還款後可用額度將恢復。'],
        ['6. 解除質押', '您可以解除未用於擔保未還款額度的擔保品；解除質押會降低您的信用額度。'],
        ['7. 安全', '請妥善保管卡片資料和 PIN 碼。如懷疑卡片遺失或遭盜用，請立即在應用程式中凍結卡片。'],
      ],
    },
  },
};

export function renderAgreementPage(model: Model, lang: Lang): string {
  return legalDocumentPage(lang, CONTENT[model][lang]);
}

const PATTERN = /^\/mock-pages\/agreements\/(debit|credit)\/(en|zh-CN|zh-TW)\/?$/;

/** Serves GET /mock-pages/agreements/{model}/{lang}; answers false for any other path. */
export function serveAgreementPage(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const match = PATTERN.exec(url.pathname);
  if (!match || !isReadRequest(req)) return false;
  sendLegalDocument(req, res, renderAgreementPage(match[1] as Model, match[2] as Lang));
  return true;
}
