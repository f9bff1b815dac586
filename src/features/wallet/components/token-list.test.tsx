import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Big } from '@contract-kit/money';
import { renderWithProviders } from '@/testing/render';
import type { TokenRow } from '../lib/balances';
import { TokenList } from './token-list';

const row = (symbol: string, name: string): TokenRow => ({ symbol, name, amount: new Big('12.5'), usdValue: new Big('12.5'), isFallbackRate: false });

/** The round icon of a token row: the circle that carries its ticker. */
const iconOf = (symbol: string) => within(screen.getByRole('listitem', { name: symbol })).getByText(symbol.slice(0, 4), { selector: '.MuiAvatar-root' });
const px = (value: string) => Number.parseFloat(value);

describe('TokenList: the round token icons', () => {
  it('fits a four-letter ticker inside its circle: smaller type than a three-letter one, with padding inside the rim', () => {
    renderWithProviders(<TokenList rows={[row('USDT', 'Tether'), row('LOOK', 'LookCard'), row('BTC', 'Bitcoin')]} areRatesSettled />);
    for (const symbol of ['USDT', 'LOOK']) {
      const icon = getComputedStyle(iconOf(symbol));
      const diameter = px(icon.width);
      const inner = diameter - px(icon.paddingLeft) - px(icon.paddingRight);
      expect(px(icon.paddingLeft), symbol).toBeGreaterThan(0);
      // A bold capital is at most about 0.72 em wide: four of them stay within the padded circle.
      expect(4 * 0.72 * px(icon.fontSize), symbol).toBeLessThanOrEqual(inner);
      expect(px(icon.fontSize), symbol).toBeLessThan(px(getComputedStyle(iconOf('BTC')).fontSize));
    }
  });
});
