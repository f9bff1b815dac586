import type { Story, StoryDefault } from '@ladle/react';
import { withBackend } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { ActivityLogPanel } from './activity-log-panel';

export default { title: 'Simulator / Activity log panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <ActivityLogPanel />
  </SimulatorFrame>
);

export const Default: Story = withBackend(() => undefined, panel);
