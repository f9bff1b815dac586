import type { Story, StoryDefault } from '@ladle/react';
import MenuList from '@mui/material/MenuList';
import { action } from '../../../.ladle/story-backend';
import { SimulatorButton, SimulatorMenuItem } from './dev-tools';

export default { title: 'Layout / Dev tools' } satisfies StoryDefault;

export const Button: Story = () => <SimulatorButton />;
export const MenuItem: Story = () => (
  <MenuList>
    <SimulatorMenuItem onClick={action('open simulator')} />
  </MenuList>
);
