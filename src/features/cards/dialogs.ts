import type { ComponentProps } from 'react';
import type { Card } from '@contract-kit/model';
import { basicProps, defineDialog, withCard } from '@/components/dialog-declaration';
import type { ApplyProceedDialog } from './components/apply-proceed-dialog';
import type { CardControlsDialog } from './components/card-controls-dialog';
import type { ChangePinDialog } from './components/change-pin-dialog';
import type { FreezeCardDialog } from './components/freeze-card-dialog';
import type { PhysicalActivationDialog } from './components/physical-activation-dialog';

/** The card control menu's own dialogs (spec 02 §4). */
export const applyProceedDialog = defineDialog({
  name: 'apply-proceed',
  card: 'required',
  load: () => import('./components/apply-proceed-dialog').then((module) => module.ApplyProceedDialog),
  props: withCard((context, card): ComponentProps<typeof ApplyProceedDialog> => ({
    ...basicProps(context),
    card,
    onProceed: (proceeding: Card) => context.api.openDialog({ dialog: 'apply', card: proceeding.id }),
  })),
});

const loadFreezeCardDialog = () => import('./components/freeze-card-dialog').then((module) => module.FreezeCardDialog);

export const freezeDialog = defineDialog({
  name: 'freeze',
  card: 'required',
  load: loadFreezeCardDialog,
  props: withCard((context, card): ComponentProps<typeof FreezeCardDialog> => ({ ...basicProps(context), card, mode: 'freeze' })),
});

export const unfreezeDialog = defineDialog({
  name: 'unfreeze',
  card: 'required',
  load: loadFreezeCardDialog,
  props: withCard((context, card): ComponentProps<typeof FreezeCardDialog> => ({ ...basicProps(context), card, mode: 'unfreeze' })),
});

export const physicalActivationDialog = defineDialog({
  name: 'physical-activation',
  card: 'required',
  load: () => import('./components/physical-activation-dialog').then((module) => module.PhysicalActivationDialog),
  props: withCard((context, card): ComponentProps<typeof PhysicalActivationDialog> => ({ ...basicProps(context), card })),
});

export const changePinDialog = defineDialog({
  name: 'change-pin',
  card: 'required',
  load: () => import('./components/change-pin-dialog').then((module) => module.ChangePinDialog),
  props: withCard((context, card): ComponentProps<typeof ChangePinDialog> => ({ ...basicProps(context), card })),
});

export const cardControlsDialog = defineDialog({
  name: 'card-controls',
  card: 'required',
  load: () => import('./components/card-controls-dialog').then((module) => module.CardControlsDialog),
  props: withCard((context, card): ComponentProps<typeof CardControlsDialog> => ({ ...basicProps(context), card, hasMfa: context.user?.mfaEnabled === true })),
});
