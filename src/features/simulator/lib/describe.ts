import type { Issue, Step, StepKind } from './engine';
import type { SimMessageId, SimText } from './messages';

export const KIND_LABEL: Readonly<Record<StepKind, SimMessageId>> = {
  purchase: 'simulator.kind.purchase',
  refund: 'simulator.kind.refund',
  decline: 'simulator.kind.decline',
  atm: 'simulator.kind.atm',
  settle: 'simulator.kind.settle',
  approval: 'simulator.kind.approval',
  withdrawal: 'simulator.kind.withdrawal',
  deposit: 'simulator.kind.deposit',
  'card-deposit': 'simulator.kind.cardDeposit',
  push: 'simulator.kind.push',
  kyc: 'simulator.kind.kyc',
  shipping: 'simulator.kind.shipping',
  'card-controls': 'simulator.kind.cardControls',
  statement: 'simulator.kind.statement',
  clock: 'simulator.kind.clock',
  fault: 'simulator.kind.fault',
  'clear-faults': 'simulator.kind.clearFaults',
};

const short = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** One line describing a step, in the page's language. */
export function describeStepText(step: Step, t: SimText): string {
  switch (step.kind) {
    case 'purchase':
    case 'refund':
    case 'atm':
    case 'decline':
      return t('simulator.describe.cardTransaction', { amount: step.amount, currency: step.currency ?? 'USD', merchant: step.merchant.name, card: short(step.card) });
    case 'settle':
      return t('simulator.describe.settle', { transaction: short(step.transaction), status: step.status });
    case 'approval':
      return t('simulator.describe.approval', { amount: step.transactionAmount, currency: step.transactionCurrency, merchant: step.merchantName, seconds: step.expiresInSeconds ?? 300 });
    case 'withdrawal':
      return t('simulator.describe.withdrawal', { withdrawal: step.withdrawal, status: step.status });
    case 'deposit':
      return t('simulator.describe.deposit', { amount: step.amount, currency: step.currency, network: step.network, user: step.user });
    case 'card-deposit':
      return t('simulator.describe.cardDeposit', { amount: step.amount, currency: step.currency, network: step.network, card: short(step.card) });
    case 'push':
      return t('simulator.describe.push', { title: step.title, user: step.user });
    case 'kyc':
      return t('simulator.describe.kyc', { status: step.status, card: short(step.card) });
    case 'shipping':
      return t('simulator.describe.shipping', { status: step.physicalStatus, card: short(step.card) });
    case 'card-controls':
      return t('simulator.describe.cardControls', { card: short(step.card), daily: step.dailyLimit ?? '—', monthly: step.monthlyLimit ?? '—' });
    case 'statement':
      return t('simulator.describe.statement', { cycle: step.cycle, card: short(step.card) });
    case 'clock':
      return step.set ? t('simulator.describe.clockSet', { at: step.set }) : t('simulator.describe.clockAdvance', { seconds: step.advanceSeconds ?? 0 });
    case 'fault':
      return t('simulator.describe.fault', { operation: step.operationId });
    case 'clear-faults':
      return t('simulator.kind.clearFaults');
  }
}

const FORMAT_MESSAGE: Readonly<Record<string, SimMessageId>> = {
  'positive-decimal': 'simulator.issue.format.positiveDecimal',
  decimal: 'simulator.issue.format.decimal',
  'currency-symbol': 'simulator.issue.format.currency',
  'country-code': 'simulator.issue.format.country',
  'billing-cycle': 'simulator.issue.format.cycle',
  mcc: 'simulator.issue.format.mcc',
  datetime: 'simulator.issue.format.datetime',
  email: 'simulator.issue.format.email',
};

/** An engine issue in the page's language (the engine's English wording when the rule is not known). */
export function issueText(issue: Issue, t: SimText): string {
  const params = issue.params ?? {};
  switch (issue.rule) {
    case 'required':
      return t('simulator.issue.required');
    case 'type':
      return t(params['expected'] === 'int' ? 'simulator.issue.wholeNumber' : 'simulator.issue.type');
    case 'format': {
      const id = FORMAT_MESSAGE[params['format'] ?? ''];
      return id ? t(id) : issue.message;
    }
    case 'tooSmall':
      if (params['origin'] === 'string') return params['bound'] === '1' ? t('simulator.issue.empty') : t('simulator.issue.minLength', { bound: params['bound'] ?? '' });
      if (params['origin'] === 'array') return t('simulator.issue.minItems', { bound: params['bound'] ?? '' });
      return t(params['inclusive'] === 'no' ? 'simulator.issue.greaterThan' : 'simulator.issue.atLeast', { bound: params['bound'] ?? '' });
    case 'tooBig':
      if (params['origin'] === 'string') return t('simulator.issue.maxLength', { bound: params['bound'] ?? '' });
      if (params['origin'] === 'array') return t('simulator.issue.maxItems', { bound: params['bound'] ?? '' });
      return t(params['inclusive'] === 'no' ? 'simulator.issue.lessThan' : 'simulator.issue.atMost', { bound: params['bound'] ?? '' });
    case 'unknownField':
      return t('simulator.issue.unknownField');
    case 'oneOf':
      return t('simulator.issue.oneOf', { values: params['values'] ?? '' });
    default:
      return issue.message;
  }
}
