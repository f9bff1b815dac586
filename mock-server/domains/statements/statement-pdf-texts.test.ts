import { describe, expect, it } from 'vitest';
import { DECLINE_REASON_TEXTS } from '@contract-kit/rules/card-transactions';
import { STATEMENT_TEXTS } from './statement-pdf-texts';

describe('statement PDF texts', () => {
  it.each(['zh-CN', 'zh-TW'] as const)('translate every decline reason the card processor records (%s)', (language) => {
    for (const reason of Object.values(DECLINE_REASON_TEXTS)) expect(STATEMENT_TEXTS[language].declineReasons[reason], reason).toBeTruthy();
  });
});
