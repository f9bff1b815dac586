import type { Story, StoryDefault } from '@ladle/react';
import MenuList from '@mui/material/MenuList';
import { Suspense } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { DevSimulatorButton, devToolsCode } from './dev-tools-lazy';

const DevSimulatorMenuItem = devToolsCode ? lazyComponent(devToolsCode, (module) => module.SimulatorMenuItem) : null;

export default { title: 'Layout / Dev tools (lazy)' } satisfies StoryDefault;

/** The development-only entry points, loaded on demand (absent from production builds). */
export const Development: Story = () => (
  <Suspense fallback={null}>
    {DevSimulatorButton && <DevSimulatorButton />}
    <MenuList>{DevSimulatorMenuItem && <DevSimulatorMenuItem />}</MenuList>
  </Suspense>
);
