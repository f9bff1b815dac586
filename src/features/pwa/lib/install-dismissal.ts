import { INSTALL_DISMISSED_STORAGE_KEY } from './pwa-constants';

/** The stored "install banner dismissed" flag (storage may be unavailable: private mode, policies). */
export function isInstallDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(INSTALL_DISMISSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    globalThis.localStorage?.setItem(INSTALL_DISMISSED_STORAGE_KEY, 'true');
  } catch {
    // Not remembered; the banner shows again next time.
  }
}
