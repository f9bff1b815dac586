import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, registerServiceWorker } from './service-worker';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ controller }: { controller: object | null }) {
  const installing = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
  const registration = Object.assign(new EventTarget(), { waiting: null, installing, update: vi.fn(async () => undefined) });
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn(async () => registration) });
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return { installing, registration, container, doc };
}

describe('service worker registration', () => {
  it('reports a new version once it is installed while another controls the page', async () => {
    const { installing, container, doc } = setup({ controller: {} });
    const onUpdate = vi.fn();
    const stop = registerServiceWorker(container as unknown as ServiceWorkerContainer, onUpdate, { doc: doc as unknown as Document });
    await flush();
    expect(onUpdate).not.toHaveBeenCalled();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(onUpdate).toHaveBeenCalledOnce();
    stop();
  });

  it('does not report the first install as an update', async () => {
    const { installing, container, doc } = setup({ controller: null });
    const onUpdate = vi.fn();
    registerServiceWorker(container as unknown as ServiceWorkerContainer, onUpdate, { doc: doc as unknown as Document })();
    await flush();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('checks for a new version when the page becomes visible again', async () => {
    const { registration, container, doc } = setup({ controller: {} });
    const stop = registerServiceWorker(container as unknown as ServiceWorkerContainer, vi.fn(), { doc: doc as unknown as Document });
    await flush();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledOnce();
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('activates the waiting version and reloads once it controls the page', () => {
    const waiting = { postMessage: vi.fn() };
    const container = new EventTarget();
    const reload = vi.fn();
    applyUpdate(container as unknown as ServiceWorkerContainer, { waiting } as unknown as ServiceWorkerRegistration, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
