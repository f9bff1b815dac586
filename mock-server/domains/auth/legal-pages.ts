import type { IncomingMessage, ServerResponse } from 'node:http';
import { isReadRequest, legalDocumentPage, sendLegalDocument, type LegalDocument } from '../../pages/template';

/**
 * The terms of service and privacy policy pages the registration form shows in a frame (spec 01 §2
 * "Terms and privacy pop-ups that show external pages in a frame"): GET /mock-pages/terms and
 * /mock-pages/privacy, `?lang=en|zh-CN|zh-TW`. Framable by any origin (the app embeds them).
 */
type Lang = 'en' | 'zh-CN' | 'zh-TW';
type Page = 'terms' | 'privacy';

const CONTENT: Record<Page, Record<Lang, LegalDocument>> = {
  terms: {
    en: {
      title: 'Terms of Service',
      updated: 'Last updated: 1 November 2026',
      sections: [
        ['1. The service', 'LookCard provides a wallet for crypto assets and debit and credit cards funded from it. By creating an account you agree to these terms.'],
        ['2. Your account', 'You must give accurate information, keep your password and two-factor codes secret, and tell us at once if you think your account has been used without your permission.'],
        ['3. Cards and payments', 'Card payments, withdrawals and transfers are final once confirmed. Fees and limits are shown before you confirm and in your statements.'],
        ['4. Risks of crypto assets', 'The value of crypto assets can change quickly. Blockchain transfers to a wrong address or network cannot be reversed.'],
        ['5. Closing your account', 'You may close your account at any time after withdrawing your balances. We may suspend an account to comply with the law or to prevent fraud.'],
      ],
    },
    'zh-CN': {
      title: '服务条款',
      updated: '最后更新：2026 年 11 月 1 日',
      sections: [
        ['1. 服务', 'LookCard 提供加密资产钱包以及由其注资的借记卡和信用卡。创建账户即表示您同意本条款。'],
        ['2. 您的账户', '您必须提供准确的信息，妥善保管密码和双重验证码，并在怀疑账户被未经授权使用时立即通知我们。'],
        ['3. 卡片与支付', '卡片支付、提现和转账一经确认即为最终交易。费用和限额会在您确认前及账单中显示。'],
        ['4. 加密资产风险', '加密资产的价值可能迅速变化。转入错误地址或网络的区块链转账无法撤回。'],
        ['5. 关闭账户', '提取余额后，您可以随时关闭账户。为遵守法律或防范欺诈，我们可能暂停账户。'],
      ],
    },
    'zh-TW': {
      title: '服務條款',
      updated: '最後更新：2026 年 11 月 1 日',
      sections: [
        ['1. 服務', 'LookCard 提供加密資產錢包以及由其注資的簽帳卡和信用卡。建立帳戶即表示您同意本條款。'],
        ['2. 您的帳戶', '您必須提供正確的資訊，妥善保管密碼和雙重驗證碼，並在懷疑帳戶遭未經授權使用時立即通知我們。'],
        ['3. 卡片與付款', '卡片付款、提領和轉帳一經確認即為最終交易。費用和限額會在您確認前及帳單中顯示。'],
        ['4. 加密資產風險', '加密資產的價值可能迅速變動。轉入錯誤地址或網路的區塊鏈轉帳無法撤回。'],
        ['5. 關閉帳戶', '提領餘額後，您可以隨時關閉帳戶。為遵守法律或防範詐欺，我們可能暫停帳戶。'],
      ],
    },
  },
  privacy: {
    en: {
      title: 'Privacy Policy',
      updated: 'Last updated: 1 November 2026',
      sections: [
        ['1. What we collect', 'Your e-mail address, username, identity verification results, card and wallet transactions, and the device information needed to keep your account secure.'],
        ['2. Why we use it', 'To run your account and cards, to meet our legal duties (such as anti-money-laundering checks), and to protect you against fraud.'],
        ['3. Who we share it with', 'Card networks, the card issuer, identity verification and payment providers, only as far as each needs it to provide the service. We never sell your data.'],
        ['4. How long we keep it', 'For as long as your account is open and afterwards for the period the law requires.'],
        ['5. Your rights', 'You may ask for a copy of your data, its correction or deletion, by contacting support.'],
      ],
    },
    'zh-CN': {
      title: '隐私政策',
      updated: '最后更新：2026 年 11 月 1 日',
      sections: [
        ['1. 我们收集的信息', '您的电子邮箱地址、用户名、身份验证结果、卡片和钱包交易，以及保障账户安全所需的设备信息。'],
        ['2. 使用目的', '用于运营您的账户和卡片、履行法律义务（如反洗钱审查）以及保护您免受欺诈。'],
        ['3. 共享对象', '卡组织、发卡机构、身份验证和支付服务商，仅限各方提供服务所必需的范围。我们绝不出售您的数据。'],
        ['4. 保存期限', '在您的账户存续期间，以及之后法律要求的期限内。'],
        ['5. 您的权利', '您可以联系客服，要求获取、更正或删除您的数据。'],
      ],
    },
    'zh-TW': {
      title: '隱私權政策',
      updated: '最後更新：2026 年 11 月 1 日',
      sections: [
        ['1. 我們蒐集的資訊', '您的電子郵件地址、使用者名稱、身分驗證結果、卡片和錢包交易，以及維護帳戶安全所需的裝置資訊。'],
        ['2. 使用目的', '用於營運您的帳戶和卡片、履行法律義務（如反洗錢審查）以及保護您免受詐欺。'],
        ['3. 分享對象', '卡組織、發卡機構、身分驗證和付款服務商，僅限各方提供服務所必需的範圍。我們絕不出售您的資料。'],
        ['4. 保存期限', '在您的帳戶存續期間，以及之後法律要求的期限內。'],
        ['5. 您的權利', '您可以聯絡客服，要求取得、更正或刪除您的資料。'],
      ],
    },
  },
};

export function renderLegalPage(page: Page, lang: Lang): string {
  return legalDocumentPage(lang, CONTENT[page][lang]);
}

const PAGES: Record<string, Page> = { '/mock-pages/terms': 'terms', '/mock-pages/privacy': 'privacy' };

/** The auth domain's `page`: answers /mock-pages/terms and /mock-pages/privacy. */
export function serveLegalPage(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const page = PAGES[url.pathname.replace(/\/+$/, '')];
  if (!page || !isReadRequest(req)) return false;
  const requested = url.searchParams.get('lang');
  const lang: Lang = requested === 'zh-CN' || requested === 'zh-TW' ? requested : 'en';
  sendLegalDocument(req, res, renderLegalPage(page, lang));
  return true;
}
