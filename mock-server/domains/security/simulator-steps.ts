import type { SimulatorPushRequest } from '@contract-kit/model';
import { badRequest, notFound, ok, unprocessable } from '../../core/errors';
import type { Handler } from '../../core/types';
import { sendPush } from '../../core/web-push';
import { findUserByEmail } from '../auth/users';
import { currentVapidKeyPair } from './vapid';

/** The security domain's simulator step (development only, contract tag `simulator`): a test push notification. */

/**
 * simulatePush (development only): a test push notification to every browser the user subscribed, each push
 * service's answer reported. Nothing is written, so the request is read-only for the store: the subscriptions are
 * read before the first await.
 */
export const simulatePush: Handler<never, never, SimulatorPushRequest> = async (context) => {
  const { store, clock, body, services } = context;
  if (!body.userId && !body.email) {
    return badRequest('userId or email is required', [{ path: 'body.userId', message: 'userId or email is required' }], 'UserRequired');
  }
  const user = body.userId ? store.get('users', body.userId) : findUserByEmail(store, body.email ?? '');
  if (!user || (body.email && user.email !== body.email.trim().toLowerCase())) return notFound('User not found');
  const subscriptions = store.filter('pushSubscriptions', (subscription) => subscription.userId === user.id);
  if (subscriptions.length === 0) return unprocessable('This user has no push subscription', 'NoPushSubscription');
  const keys = currentVapidKeyPair(services.seed());
  const payload = { title: body.title, body: body.body ?? '', ...(body.url === undefined ? {} : { url: body.url }) };
  const nowMs = clock.nowMs();
  const deliveries = await Promise.all(
    subscriptions.map(async (subscription) => ({
      subscriptionId: subscription.id,
      pushService: URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).origin : '',
      ...(await sendPush(subscription, payload, keys, nowMs)),
    })),
  );
  const sent = deliveries.filter((delivery) => delivery.outcome === 'delivered').length;
  return ok({ success: true, data: { sent, failed: deliveries.length - sent, deliveries } });
};
