import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetVapidPublicKeyQueryOptions, useSubscribeNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { useToast } from '@/components/toast-provider';
import { SERVICE_WORKER_READY_TIMEOUT_MS } from '../lib/notifications-constants';
import { hasReachedDenialCap, readDenialCount, recordDenial } from '../lib/denial-count';
import { currentPermission, isPushSupported, readyRegistration, subscriptionJson } from '../lib/push-support';
import { vapidKeyToBytes } from '../lib/vapid';

export type PushState = 'unsupported' | 'default' | 'denied' | 'granted' | 'subscribed';

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/**
 * Web push (spec 02 §1, §3 Push subscription, §4 Notifications, §7 POST /api/notification/subscribe):
 * asks for permission, subscribes through the service worker with the mock server's VAPID key and
 * stores the subscription for the profile. Denials are counted (stored, capped at 3); with permission
 * denied an alert asks the user to enable notifications in the browser settings.
 */
export function usePushNotifications(profileId: string) {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const store = useSubscribeNotifications();
  const [permission, setPermission] = useState(currentPermission);
  const [isSubscribed, setSubscribed] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const [denialCount, setDenialCount] = useState(readDenialCount);
  const [isDeniedAlertOpen, setDeniedAlertOpen] = useState(false);

  const subscribe = useCallback(async (): Promise<void> => {
    const { publicKey } = await queryClient.fetchQuery({ ...getGetVapidPublicKeyQueryOptions(), staleTime: Infinity });
    const key = vapidKeyToBytes(publicKey);
    const registration = await readyRegistration(SERVICE_WORKER_READY_TIMEOUT_MS);
    if (!registration) throw new Error('no-service-worker');
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscriptionJson(subscription);
    if (!json) throw new Error('incomplete-subscription');
    await store.mutateAsync({ data: { profileId, subscription: json } });
    setSubscribed(true);
    // `store.mutateAsync` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId, queryClient]);

  // Permission already granted (an earlier visit): keep the server's subscription in step, quietly.
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || permission !== 'granted') return;
    synced.current = true;
    subscribe().catch(() => undefined);
  }, [permission, subscribe]);

  const denied = useCallback(() => {
    setDenialCount(recordDenial());
  }, []);

  const enable = useCallback(async () => {
    if (!isPushSupported()) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'notifications.unsupported' }) });
      return;
    }
    if (Notification.permission === 'denied') {
      setPermission('denied');
      denied();
      setDeniedAlertOpen(true);
      return;
    }
    setWorking(true);
    try {
      const result = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      setPermission(result);
      if (result !== 'granted') {
        denied();
        if (result === 'denied') setDeniedAlertOpen(true);
        return;
      }
      await subscribe();
      toast({ variant: 'success', title: intl.formatMessage({ id: 'notifications.enabled' }) });
    } catch (error) {
      const isNoWorker = error instanceof Error && error.message === 'no-service-worker';
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'notifications.failed.title' }),
        description: intl.formatMessage({ id: isNoWorker ? 'notifications.failed.noWorker' : 'notifications.failed.body' }),
      });
    } finally {
      setWorking(false);
    }
  }, [denied, intl, subscribe, toast]);

  /** "Not now" on the in-app prompt counts as a denial too (the prompt stops after 3). */
  const dismiss = useCallback(() => denied(), [denied]);

  const state: PushState = permission === 'unsupported' ? 'unsupported' : isSubscribed ? 'subscribed' : permission;
  return {
    state,
    denialCount,
    /** The dashboard prompt shows while permission is undecided and fewer than 3 denials were counted. */
    isPromptVisible: state === 'default' && !hasReachedDenialCap(denialCount),
    isWorking,
    enable,
    dismiss,
    isDeniedAlertOpen,
    closeDeniedAlert: () => setDeniedAlertOpen(false),
  };
}
