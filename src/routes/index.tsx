import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SessionGate } from '@/app/session-gate';
import { parseResetLink, readResetSearch, type ResetLinkSearch } from '@/features/auth';

export const Route = createFileRoute('/')({
  // Not split: the session gate is the first thing every visit renders, so it ships in the entry chunk
  // (a separate route chunk would only add a round trip before the sign-in form). The gate itself
  // lazy-loads the signed-in app and the rarer auth screens.
  codeSplitGroupings: [],
  // Spec 01 §2: ?action=forgot_password&changePasswordId&tenantId&email opens the reset-password dialog.
  validateSearch: (search: Record<string, unknown>): ResetLinkSearch => readResetSearch(search),
  component: IndexPage,
});

function IndexPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [resetLink] = useState(() => parseResetLink(search));
  const hasQuery = Object.keys(search).length > 0;

  // The reset query (with its one-time id) is cleared from the address bar once the dialog has it.
  useEffect(() => {
    if (hasQuery) void navigate({ to: '.', search: {}, replace: true });
  }, [hasQuery, navigate]);

  return <SessionGate resetLink={resetLink} />;
}
