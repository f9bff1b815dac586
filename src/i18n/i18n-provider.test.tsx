import { act, render, screen, waitFor } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createCatalogueParts, initialParts, loadMessages, provideMessages } from './catalogues';
import chineseDialogs from './compiled/zh-TW/dialogs.json';
import chineseMain from './compiled/zh-TW/main.json';
import chineseShell from './compiled/zh-TW/shell.json';
import { I18nProvider, MessagesGate, useLocale } from './i18n-provider';

/** Records each intl object the screen is rendered with, and offers the language switch. */
function Probe({ seen, onSwitch }: { seen: IntlShape[]; onSwitch: (switchTo: (locale: 'zh-TW') => void) => void }) {
  const intl = useIntl();
  const { setLocale } = useLocale();
  if (seen.at(-1) !== intl) seen.push(intl);
  onSwitch(setLocale);
  return <p>{intl.formatMessage({ id: 'auth.tabs.login' })}</p>;
}

/** A message of the signed-in app's catalogue part (`main`). */
const SIGNED_IN_MESSAGE = 'cardApplication.unavailable.title';

function SignedInText() {
  return <p>{useIntl().formatMessage({ id: SIGNED_IN_MESSAGE })}</p>;
}

/** Whether the provider's messages include the signed-in app's part. */
function HasSignedInMessages() {
  return <p>signed-in messages: {useIntl().messages[SIGNED_IN_MESSAGE] ? 'yes' : 'no'}</p>;
}

/**
 * Renders the provider in English and switches to zh-TW, whose parts are in memory as if already downloaded (the tests
 * are about the swap, not the chunks' download, which the app's language journeys cover and which can outlast a
 * test's wait in a busy shared test worker). Returns each intl object the screen was rendered with.
 */
function switchToChineseWithItsPartsInMemory(): IntlShape[] {
  provideMessages('zh-TW', 'shell', chineseShell);
  provideMessages('zh-TW', 'main', chineseMain);
  provideMessages('zh-TW', 'dialogs', chineseDialogs);
  const seen: IntlShape[] = [];
  let switchTo: ((locale: 'zh-TW') => void) | undefined;
  render(
    <I18nProvider locale="en">
      <Probe seen={seen} onSwitch={(set) => (switchTo = set)} />
    </I18nProvider>,
  );
  act(() => switchTo?.('zh-TW'));
  return seen;
}

describe('I18nProvider', () => {
  it('keeps one intl object while the loaded language and parts do not change (no re-render of every text at start)', async () => {
    const seen: IntlShape[] = [];
    render(
      <I18nProvider locale="en">
        <Probe seen={seen} onSwitch={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByText('Login')).toBeInTheDocument();
    // The provider's load of the parts already there: settled once the same load has (the same promises, cached).
    await act(async () => {
      await loadMessages('en', initialParts());
    });
    expect(seen).toHaveLength(1);
  });

  it('swaps in a new intl object with the chosen language once its parts have arrived', async () => {
    const seen = switchToChineseWithItsPartsInMemory();
    await waitFor(() => expect(screen.getByText('登入')).toBeInTheDocument());
    expect(seen.map((intl) => intl.locale)).toEqual(['en', 'zh-TW']);
  });

  it("takes a part wanted outside the tree (the route's loader) before a screen asks for it: its gate never shows the fallback", async () => {
    const catalogueParts = createCatalogueParts(['shell']);
    const fallbacks: string[] = [];
    const Fallback = () => {
      fallbacks.push('fallback');
      return <p>Loading</p>;
    };
    const page = (isSignedIn: boolean) => (
      <I18nProvider locale="en" catalogueParts={catalogueParts}>
        <HasSignedInMessages />
        {isSignedIn && (
          <MessagesGate part="main" fallback={<Fallback />}>
            <SignedInText />
          </MessagesGate>
        )}
      </I18nProvider>
    );
    const { rerender } = render(page(false));
    await act(async () => {
      await loadMessages('en', ['main']);
    });
    expect(screen.getByText('signed-in messages: no')).toBeInTheDocument();
    act(() => catalogueParts.want('main'));
    expect(screen.getByText('signed-in messages: yes')).toBeInTheDocument();
    rerender(page(true));
    expect(screen.getByText('Card application unavailable')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('shows a language whose parts are in memory already in the render that chose it (no effect and promise in between)', () => {
    const seen = switchToChineseWithItsPartsInMemory();
    expect(screen.getByText('登入')).toBeInTheDocument();
    expect(seen.map((intl) => intl.locale)).toEqual(['en', 'zh-TW']);
  });
});
