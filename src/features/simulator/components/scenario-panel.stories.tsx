import type { Story, StoryDefault } from '@ladle/react';
import { withBackend } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { ScenarioPanel } from './scenario-panel';

export default { title: 'Simulator / Scenario panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <ScenarioPanel />
  </SimulatorFrame>
);

export const Default: Story = withBackend(() => undefined, panel);
