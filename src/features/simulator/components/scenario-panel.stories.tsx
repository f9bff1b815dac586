import type { Story, StoryDefault } from '@ladle/react';
import { scenario } from '../../../../.ladle/scenario';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { ScenarioPanel } from './scenario-panel';

export default { title: 'Simulator / Scenario panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <ScenarioPanel />
  </SimulatorFrame>
);

export const Default: Story = scenario(() => undefined, panel);
