import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { checkSession } from '@/app/gate';
import { loadPlace } from '@/app/place-loader';
import { RouterPlaceProvider } from '@/app/router-place';
import { SessionGate } from '@/app/session-gate';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { parseResetLink } from '@/features/auth';
import { validatePlaceSearch } from '@/lib/places';
// The dialogs' places (which dialog keeps which keys), registered before the first address is validated.
import '@/app/dialogs/registry';

/**
 * `/`, the app's one page (spec 02 §2). Every place on it is a validated search parameter (src/lib/places.ts). The
 * route owns the session and the data: `beforeLoad` reads the session (the spinner shows meanwhile), the loader
 * downloads what the page the session calls for needs — its code, messages and data — in parallel.
 */
export const Route = createFileRoute('/')({
  // Not split: the sign-in form is the first thing most visits render, so the route ships in the entry chunk (a
  // separate route chunk would only add a round trip before it). The signed-in app is the loader's download.
  codeSplitGroupings: [],
  validateSearch: validatePlaceSearch,
  // The validated place's dialog rides in the context: the loader takes no search dependency (which would run it
  // again on every move between places) and reads it from there.
  beforeLoad: async ({ context, search }) => ({ gate: await checkSession(context.queryClient), dialog: search.dialog }),
  loader: ({ context }) => loadPlace(context, context.dialog),
  // The loader runs again when the session changes (src/app/router.tsx), not on every move between places.
  staleTime: Infinity,
  // Spec 02 §2: a spinner while the session loads.
  pendingMs: 0,
  pendingComponent: FullPageSpinner,
  component: IndexPage,
});

function IndexPage() {
  // Spec 01 §2: the reset link (action=forgot_password&changePasswordId&tenantId&email) opens the reset dialog; the
  // page takes it from the address once and removes it from there. Only the link is selected: a move between places
  // (another search) must not re-render the page from here (RouterPlaceProvider renders places deferred).
  const linked = Route.useSearch({ select: parseResetLink });
  const [resetLink] = useState(linked);
  return (
    <RouterPlaceProvider>
      <SessionGate resetLink={resetLink} />
    </RouterPlaceProvider>
  );
}
