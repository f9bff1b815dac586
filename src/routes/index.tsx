import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SessionGate } from '@/app/session-gate';
import { parseResetLink, readResetSearch, type ResetLinkSearch } from '@/features/auth';

export const Route = createFileRoute('/')({
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
