import type { ComponentProps } from 'react';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { RewardsDialog } from './components/rewards-dialog';

/** Rewards and the referral code (spec 02 §7). */
export const rewardsDialog = defineDialog({
  name: 'rewards',
  load: () => import('./components/rewards-dialog').then((module) => module.RewardsDialog),
  props: (context): ComponentProps<typeof RewardsDialog> => ({ ...basicProps(context), userId: context.user?.id }),
});
