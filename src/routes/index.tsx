import { createFileRoute } from '@tanstack/react-router';
import { SessionGate } from '@/app/session-gate';

export const Route = createFileRoute('/')({
  component: SessionGate,
});
