import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { createAppRouter } from './router';

describe("the app's router", () => {
  it("gives the route's first load the page's load the start began, once (not loaded twice)", () => {
    const startLoad = Promise.resolve();
    const { takeStartLoad } = createAppRouter(new QueryClient(), createCatalogueParts(), startLoad).options.context;
    expect(takeStartLoad()).toBe(startLoad);
    expect(takeStartLoad()).toBeUndefined();
  });

  it('has none to give when the start began none (a path other than `/`)', () => {
    expect(createAppRouter(new QueryClient(), createCatalogueParts()).options.context.takeStartLoad()).toBeUndefined();
  });
});
