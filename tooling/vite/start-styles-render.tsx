import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { MemoryPlaceProvider } from '@/components/place-provider';
import { AuthScreen } from '@/features/auth';

/** The key of emotion's default cache, which MUI uses (its class names are `css-<hash>`). */
const EMOTION_KEY = 'css';

export interface StartStyles {
  /** The key of the cache they are for (the `data-emotion` attribute's first word). */
  key: string;
  /** emotion's names of the rules (`<hash>` of `.css-<hash>`, `animation-<hash>`), in the order emotion inserts them. */
  names: string[];
  /** Their CSS, in that order. */
  css: string;
}

/**
 * The emotion rules of the sign-in screen (the form and its header), rendered in Node at build time
 * (tooling/vite/start-styles-plugin.ts). Only class rules and their keyframes: emotion's global styles (the CSS
 * baseline, the theme's variables) have sheets of their own, which it always writes itself, so a copy here would only
 * be bytes. Not the page-wide spinner's, which every start shows first: with its rules in the page, Lighthouse's
 * simulation put the dashboard's first contentful paint ≈ 500 ms earlier and counted more of its start as blocking
 * (dashboard 62 → 55 and 57 → 49 in two A/Bs of 5 runs; 62 → 64 without them), so they stay inserted at run time.
 */
export function renderStartStyles(): StartStyles {
  const cache = createCache({ key: EMOTION_KEY });
  // Server-side, `compat` keeps each rule's CSS in `inserted` (by name) instead of writing it into the markup.
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={createQueryClient()} locale="en">
        <MemoryPlaceProvider>
          <AuthScreen />
        </MemoryPlaceProvider>
      </AppProviders>
    </CacheProvider>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && (entry[1].startsWith(`.${EMOTION_KEY}-${entry[0]}`) || entry[0].startsWith('animation-')),
  );
  return { key: EMOTION_KEY, names: rules.map(([name]) => name), css: rules.map(([, css]) => css).join('') };
}
