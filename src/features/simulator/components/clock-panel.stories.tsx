import type { Story, StoryDefault } from '@ladle/react';
import { withBackend } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { ClockPanel } from './clock-panel';

export default { title: 'Simulator / Clock panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <ClockPanel />
  </SimulatorFrame>
);

/** The simulator's own operations are never faulted (mock-server/core/faults.ts), so there is no error state to show. */
export const Default: Story = withBackend(() => undefined, panel);
