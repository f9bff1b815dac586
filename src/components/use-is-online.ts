import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const isOnlineOnServer = () => true;

/**
 * Whether the app is online, as React Query sees it (the browser's online/offline events, and offline from
 * the start when the page opened without a connection — see createQueryClient). The same signal pauses and
 * resumes queries, so screens that mark data "not current" agree with what the data layer does.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
