/** Whether this browser can do web push at all (spec 02 §1: enable push notifications). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function currentPermission(): NotificationPermission | 'unsupported' {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** The service worker registration, or null if none becomes active in time (e.g. not installed yet). */
export async function readyRegistration(timeoutMs: number): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** PushSubscription.toJSON() narrowed to the contract's shape, or null if the browser left parts out. */
export function subscriptionJson(subscription: PushSubscription): SubscriptionJson | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}
