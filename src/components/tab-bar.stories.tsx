import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { TabBar } from './tab-bar';

export default { title: 'Shared / Tab bar' } satisfies StoryDefault;

function Sample({ fullWidth }: { fullWidth: boolean }) {
  const [value, setValue] = useState<'tokens' | 'activity'>('tokens');
  return (
    <TabBar
      value={value}
      onChange={setValue}
      fullWidth={fullWidth}
      aria-label="Account"
      tabs={[
        { value: 'tokens', label: 'Tokens' },
        { value: 'activity', label: 'Activity' },
      ]}
    />
  );
}

/** Each tab as wide as its label (the account panel's Tokens / Activity). */
export const Default: Story = () => <Sample fullWidth={false} />;
/** The tabs share the width (the sign-in screen's Login / Register, the dialogs' tabs). */
export const FullWidth: Story = () => <Sample fullWidth />;
