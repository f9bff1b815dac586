import type { Story, StoryDefault } from '@ladle/react';
import { scenario } from '../../../../.ladle/scenario';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { EventStreamPanel } from './event-stream-panel';

export default { title: 'Simulator / Event stream panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <EventStreamPanel />
  </SimulatorFrame>
);

export const Default: Story = scenario(() => undefined, panel);
