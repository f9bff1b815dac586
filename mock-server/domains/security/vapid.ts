import { vapidKeyPair, type VapidKeyPair } from './seed';

/** The web push VAPID key pair of the current seed (derived once per seed). */

const vapidCache = new Map<number, VapidKeyPair>();

export function currentVapidKeyPair(seed: number): VapidKeyPair {
  let pair = vapidCache.get(seed);
  if (!pair) vapidCache.set(seed, (pair = vapidKeyPair(seed)));
  return pair;
}
