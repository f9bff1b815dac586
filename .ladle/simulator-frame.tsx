import type { ReactNode } from 'react';
import { SimulatorProvider } from '@/features/simulator/hooks/use-simulator';
import { SimulatorIntlProvider } from '@/features/simulator/lib/messages';

/** The simulator page's own providers (its messages and the selected user / card), for its panels' stories. */
export function SimulatorFrame({ children }: { children: ReactNode }) {
  return (
    <SimulatorIntlProvider>
      <SimulatorProvider>{children}</SimulatorProvider>
    </SimulatorIntlProvider>
  );
}
