import { FUNDING_CURRENCIES, isFundingCurrency } from '@contract-kit/rules/currencies';
import { ok, ruleError } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { withOwnedCard } from '../cards/access';
import { releasableCollateral } from '../cards/ledger';
import { listAccounts } from '../wallet/ledger';
import type { AccountRecord } from '../wallet/records';
import { REPAYMENT_CREDIT_ONLY } from './rules';

/** A card's balances and addresses for funding (spec 02 §3, §5): credit, deposit, repayment addresses, source accounts. */

export const getCredit = withOwnedCard((card) => {
  if (card.model !== 'credit') return ruleError(422, 'Credit is only available for credit cards', 'NotCreditCard');
  const { current, limit, available, used } = card.credit;
  return ok({ success: true, data: { current, limit, available, used, releasable: releasableCollateral(card.credit) } });
});

export const getDeposit = withOwnedCard((card) => {
  if (card.model !== 'debit') return ruleError(422, 'Deposit is only available for debit cards', 'NotDebitCard');
  const { current, available, limit } = card.deposit;
  return ok({ success: true, data: { current, available, limit } });
});

export const getCardRepaymentAddresses = withOwnedCard((card) => {
  if (card.model !== 'credit' || !card.repaymentAddresses) return ruleError(422, REPAYMENT_CREDIT_ONLY, 'NotCreditCard');
  return ok({ success: true, data: { ...card.repaymentAddresses } });
});

const sourceAccountView = (account: AccountRecord) => ({
  id: account.id,
  alias: account.alias,
  currencyId: account.currency,
  balance: account.balance,
  accountId: account.id,
});

export const getCardSourceAccounts: Handler = (context) => {
  const { user } = requireSession(context);
  const accounts = listAccounts(context.store, user.id)
    .flatMap((account) => (isFundingCurrency(account.currency) ? [{ account, rank: FUNDING_CURRENCIES.indexOf(account.currency) }] : []))
    .sort((a, b) => a.rank - b.rank)
    .map(({ account }) => account);
  return ok({ success: true, data: accounts.map(sourceAccountView) });
};
