import type { Story, StoryDefault } from '@ladle/react';
import { withBackend, withFault } from '../../../../.ladle/story-backend';
import { SimulatorFrame } from '../../../../.ladle/simulator-frame';
import { FaultPanel } from './fault-panel';

export default { title: 'Simulator / Fault panel' } satisfies StoryDefault;

const panel = () => (
  <SimulatorFrame>
    <FaultPanel />
  </SimulatorFrame>
);

/** The simulator's own operations are never faulted (mock-server/core/faults.ts), so there is no error state to show. */
export const Default: Story = withBackend(() => undefined, panel);

/** Faults already injected: a slow card list and a failing transfer. */
export const WithFaults: Story = withBackend(() => {
  withFault({ operationId: 'getCards', latencyMs: 3000 });
  withFault({ operationId: 'transferFunds', status: 503, times: 2 });
}, panel);
