import type { Story, StoryDefault } from '@ladle/react';
import { scenario } from '../../../../.ladle/scenario';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { ActivityLogPanel } from './activity-log-panel';

export default { title: 'Simulator / Activity log panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <ActivityLogPanel />
  </SimulatorFrame>
);

export const Default: Story = scenario(() => undefined, panel);
