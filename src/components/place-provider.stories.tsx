import type { Story, StoryDefault } from '@ladle/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePlace } from './place-provider';

export default { title: 'Shared / Places (the address of a place)' } satisfies StoryDefault;

/**
 * Every story has the app's places in memory and its dialog host (.ladle/components.tsx): a control opens a dialog
 * by naming it in the place, Back closes it, Forward opens it again — as in the app, where the place is the address.
 */
function PlaceControls() {
  const { place, openDialog, closeDialog, returnTo } = usePlace();
  return (
    <Stack spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => openDialog({ dialog: 'wechat' })}>
        Open the WeChat dialog
      </Button>
      <Button variant="outlined" onClick={closeDialog} disabled={!place.dialog}>
        Close it (as its close button does)
      </Button>
      <Button variant="outlined" onClick={() => returnTo({})}>
        Back
      </Button>
      <output data-testid="place">{new URLSearchParams(Object.entries(place).map(([key, value]) => [key, String(value)])).toString() || '(the default place)'}</output>
    </Stack>
  );
}

export const Default: Story = () => <PlaceControls />;
