import { useMutation } from '@tanstack/react-query';
import {
  accountDeposit,
  deposit,
  getAccountDepositMutationKey,
  getDepositMutationKey,
  getPerformCardOperationMutationKey,
  getRepayCardMutationKey,
  getStakeMutationKey,
  performCardOperation,
  repayCard,
  stake,
  type AccountDepositMutationVariables,
  type DepositMutationVariables,
  type PerformCardOperationMutationVariables,
  type RepayCardMutationVariables,
  type StakeMutationVariables,
} from '@/api/generated/endpoints/card-funding/card-funding';
import { idempotentMutationOptions } from '@/api/idempotency';

/*
 * The card's money movements, each submit with its own Idempotency-Key (src/api/idempotency.ts): mutate with
 * `{ id, data, idempotencyKey: newIdempotencyKey() }`.
 */

export const useDepositToCard = () => useMutation(idempotentMutationOptions(getDepositMutationKey(), ({ id, data }: DepositMutationVariables, request) => deposit(id, data, request)));

export const useStakeOnCard = () => useMutation(idempotentMutationOptions(getStakeMutationKey(), ({ id, data }: StakeMutationVariables, request) => stake(id, data, request)));

export const useAccountDepositToCard = () =>
  useMutation(idempotentMutationOptions(getAccountDepositMutationKey(), ({ id, data }: AccountDepositMutationVariables, request) => accountDeposit(id, data, request)));

export const useCardOperation = () =>
  useMutation(idempotentMutationOptions(getPerformCardOperationMutationKey(), ({ id, data }: PerformCardOperationMutationVariables, request) => performCardOperation(id, data, request)));

export const useRepayCard = () => useMutation(idempotentMutationOptions(getRepayCardMutationKey(), ({ id, data }: RepayCardMutationVariables, request) => repayCard(id, data, request)));
