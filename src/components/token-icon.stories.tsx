import type { Story, StoryDefault } from '@ladle/react';
import Stack from '@mui/material/Stack';
import { TokenIcon } from './token-icon';

export default { title: 'Shared / Token icon' } satisfies StoryDefault;

/** Every ticker length the wallet shows, at the list's size and at a smaller one. */
export const EachLength: Story = () => (
  <Stack spacing={2}>
    {[40, 32].map((size) => (
      <Stack key={size} direction="row" spacing={1} useFlexGap>
        {['OP', 'BTC', 'ETH', 'USD', 'USDT', 'USDC', 'LOOK'].map((symbol) => (
          <TokenIcon key={symbol} symbol={symbol} size={size} />
        ))}
      </Stack>
    ))}
  </Stack>
);
