import type { Story, StoryDefault } from '@ladle/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import HintPopup from './hint-popup';

export default { title: 'Shared / Hint (tooltip) / Popup' } satisfies StoryDefault;

/** The popup alone, placed against a trigger it does not re-render (the Hint shows and hides it). */
export const Shown: Story = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ padding: 48 }}>
      <Button ref={setAnchor} variant="outlined">
        Trigger
      </Button>
      {anchor ? <HintPopup id="hint-story" title="Refresh" anchor={anchor} open placement="bottom" onPointerEnter={() => undefined} onPointerLeave={() => undefined} /> : null}
    </div>
  );
};
