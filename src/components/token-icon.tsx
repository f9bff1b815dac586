import Avatar from '@mui/material/Avatar';

export interface TokenIconProps {
  /** The token's ticker (USDT, LOOK, BTC …): its first four letters are shown. */
  symbol: string;
  /** The circle's diameter in px. */
  size?: number;
}

/**
 * The type size of a ticker of `length` letters in a circle of `size` px: the longer the ticker, the smaller the type,
 * so that four bold capitals ("USDT", "LOOK") keep clear of the rim. Measured on the app's bold sans: a capital is at
 * most about 0.72 em wide.
 */
export function tickerFontSize(length: number, size: number): number {
  const scale = size / 40;
  const px = length <= 2 ? 15 : length === 3 ? 13 : 11;
  return Math.round(px * scale * 10) / 10;
}

/** A token's round icon: its ticker, bold, in a filled circle, with room inside the rim. Decorative (aria-hidden). */
export function TokenIcon({ symbol, size = 40 }: TokenIconProps) {
  const ticker = symbol.slice(0, 4);
  return (
    <Avatar
      aria-hidden
      data-testid={`token-icon-${symbol}`}
      sx={{
        width: size,
        height: size,
        // The padding keeps the text inside the circle's chord at its height, not just inside its square.
        p: `${Math.round(size / 10)}px`,
        boxSizing: 'border-box',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: tickerFontSize(ticker.length, size),
        fontWeight: 700,
        lineHeight: 1,
        letterSpacing: 0,
        whiteSpace: 'nowrap',
      }}
    >
      {ticker}
    </Avatar>
  );
}
