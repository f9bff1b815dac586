import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useLayoutEffect, type JSX, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';
import { lazyComponent, useLazyModule } from './lazy-component';

type Label = (props: { label: string }) => JSX.Element;
const Paragraph: Label = ({ label }) => <p>{label}</p>;

afterEach(() => vi.restoreAllMocks());

describe('lazyComponent', () => {
  it('renders in the same commit once its module is there', async () => {
    const code = lazyModule(() => Promise.resolve({ Paragraph }));
    const Preloaded = lazyComponent(code, (module) => module.Paragraph);
    await code.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Preloaded label="Freeze card" />
      </Suspense>,
    );
    expect(screen.getByText('Freeze card')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until its code is there before', async () => {
    let resolve: (module: { Paragraph: Label }) => void = () => undefined;
    const code = lazyModule(() => new Promise<{ Paragraph: Label }>((done) => (resolve = done)));
    const Early = lazyComponent(code, (module) => module.Paragraph);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Early label="Change PIN" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ Paragraph }));
    expect(await screen.findByText('Change PIN')).toBeInTheDocument();
  });

  it('reaches the error boundary when its download fails, and downloads again once the module is asked for again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Paragraph });
    const code = lazyModule<{ Paragraph: Label }>(importer);
    const Failing = lazyComponent(code, (module) => module.Paragraph);
    let retry: () => void = () => undefined;
    class Boundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
      override state = { hasFailed: false };
      static getDerivedStateFromError = () => ({ hasFailed: true });
      override componentDidCatch() {
        retry = () => this.setState({ hasFailed: false });
      }
      override render = () => (this.state.hasFailed ? <p>Failed</p> : this.props.children);
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Failing label="Statements" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    code.preload();
    act(() => retry());
    expect(await screen.findByText('Statements')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule', () => {
  it('shows a module whose download ends between the render and its effect', async () => {
    // A module whose download finishes in the commit that first renders without it (a preload racing the render).
    let loaded: { Paragraph: Label } | undefined;
    const code: LazyModule<{ Paragraph: Label }> = {
      load: () => Promise.resolve({ Paragraph }),
      current: () => loaded,
      failure: () => undefined,
      preload: () => undefined,
    };
    function Host() {
      const module = useLazyModule(code);
      return module ? <module.Paragraph label="Card statements" /> : <p>Loading</p>;
    }
    function Arrival() {
      useLayoutEffect(() => {
        loaded = { Paragraph };
      }, []);
      return null;
    }
    render(
      <>
        <Host />
        <Arrival />
      </>,
    );
    expect(await screen.findByText('Card statements')).toBeInTheDocument();
  });
});
