import { rmSync } from 'node:fs';
import { BUILD_LOCK, PRODUCTION_DIR } from './support';

/** Every run builds the production journeys' app afresh (lazily, see support.ts), never reusing an old build. */
export default function globalSetup(): void {
  rmSync(PRODUCTION_DIR, { recursive: true, force: true });
  rmSync(BUILD_LOCK, { recursive: true, force: true });
}
