import type { ComponentProps } from 'react';
import { basicProps, defineDialog, withUser } from '@/components/dialog-declaration';
import type { ChangeEmailDialog } from './components/change-email-dialog';
import type { ChangePasswordDialog } from './components/change-password-dialog';
import type { DevicesDialog } from './components/devices-dialog';
import type { MfaDialog } from './components/mfa-dialog';

/** The profile's security dialogs (spec 02 §6). */
export const changePasswordDialog = defineDialog({
  name: 'change-password',
  load: () => import('./components/change-password-dialog').then((module) => module.ChangePasswordDialog),
  props: (context): ComponentProps<typeof ChangePasswordDialog> => basicProps(context),
});

export const changeEmailDialog = defineDialog({
  name: 'change-email',
  load: () => import('./components/change-email-dialog').then((module) => module.ChangeEmailDialog),
  props: withUser((context, user): ComponentProps<typeof ChangeEmailDialog> => ({ ...basicProps(context), user })),
});

export const mfaDialog = defineDialog({
  name: 'mfa',
  load: () => import('./components/mfa-dialog').then((module) => module.MfaDialog),
  props: withUser((context, user): ComponentProps<typeof MfaDialog> => ({ ...basicProps(context), user })),
});

export const devicesDialog = defineDialog({
  name: 'devices',
  load: () => import('./components/devices-dialog').then((module) => module.DevicesDialog),
  props: (context): ComponentProps<typeof DevicesDialog> => basicProps(context),
});
