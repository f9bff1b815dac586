import { createContext, useContext } from 'react';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';

/** The offline snapshot shown while the session cannot be checked (null otherwise): the dialog host reads it too. */
export const OfflineSnapshotContext = createContext<OfflineSnapshot | null>(null);

/** The offline snapshot the page shows, if it shows one. */
export function useShownOfflineSnapshot(): OfflineSnapshot | null {
  return useContext(OfflineSnapshotContext);
}
