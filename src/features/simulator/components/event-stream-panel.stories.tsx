import type { Story, StoryDefault } from '@ladle/react';
import { withBackend } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { EventStreamPanel } from './event-stream-panel';

export default { title: 'Simulator / Event stream panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <EventStreamPanel />
  </SimulatorFrame>
);

export const Default: Story = withBackend(() => undefined, panel);
