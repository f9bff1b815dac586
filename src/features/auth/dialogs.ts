import { defineDialog } from '@/components/dialog-declaration';

/**
 * The reset-password dialog (spec 01 §2), a place of its own once the e-mail's link has been read; the sign-in
 * screen shows it (src/app/session-gate.tsx), so it has no code for the dialog host.
 */
export const resetPasswordDialog = defineDialog({ name: 'reset-password' });
