import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';
import type { CardSelect as CardSelectComponent } from './card-select';

/**
 * The card dropdown's code (MUI's Select with its inputs, ≈ 6 KB gzip): the phone's cards tab shows it, the wide
 * layout never does. Preloaded when the user shows the intent to open that tab, and once the browser is idle after the
 * first press on a phone.
 */
export const cardSelectCode = lazyModule(() => import('./card-select'));
const LazyCardSelect = lazyComponent(cardSelectCode, (module) => module.CardSelect);

/**
 * The card dropdown of small screens, loaded on demand: it is not part of the dashboard's first screen.
 * While its code arrives, a placeholder of the field's size (a small outlined field is 40 px high), so nothing moves.
 */
export function CardSelect(props: ComponentProps<typeof CardSelectComponent>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={40} aria-hidden />}>
      <LazyCardSelect {...props} />
    </Suspense>
  );
}
