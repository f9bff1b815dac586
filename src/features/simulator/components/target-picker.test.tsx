import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { Locale } from '@/config/constants';
import { SimulatorProvider } from '../hooks/use-simulator';
import { SimulatorIntlProvider } from '../lib/messages';
import { TargetPicker } from './target-picker';

const WORDS = {
  en: { card: 'Card', virtual: 'Virtual card ••••', physical: 'Physical card ••••', debit: 'Debit', active: 'active' },
  'zh-CN': { card: '卡片', virtual: '虚拟卡 ••••', physical: '实体卡 ••••', debit: '借记卡', active: '正常' },
  'zh-TW': { card: '卡片', virtual: '虛擬卡 ••••', physical: '實體卡 ••••', debit: '簽帳卡', active: '正常' },
} as const;

describe('TargetPicker: the card select', () => {
  it.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('names each card in words in %s: a virtual card for no physical card, never "null"', async (locale) => {
    const words = WORDS[locale];
    const { user } = renderWithProviders(
      <SimulatorIntlProvider>
        <SimulatorProvider>
          <TargetPicker />
        </SimulatorProvider>
      </SimulatorIntlProvider>,
      { locale: locale as Locale },
    );
    const select = await screen.findByRole('combobox', { name: words.card }, { timeout: 10_000 });
    await user.click(select);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).not.toMatch(/null|physical|debit|credit|pending_/);
    // The seeded demo user has virtual cards (no physical card ordered) and physical ones.
    expect(options.some((option) => option.includes(words.virtual))).toBe(true);
    expect(options.some((option) => option.includes(words.physical))).toBe(true);
    expect(options.some((option) => option.startsWith(`${words.debit} · `) && option.includes(` · ${words.active} · `))).toBe(true);
  });
});
