import type { Story, StoryDefault } from '@ladle/react';
import { withBackend } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { StepPanel } from './step-panel';

export default { title: 'Simulator / Step panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <StepPanel />
  </SimulatorFrame>
);

/** The simulator's own operations are never faulted (mock-server/core/faults.ts), so there is no error state to show. */
export const Default: Story = withBackend(() => undefined, panel);
