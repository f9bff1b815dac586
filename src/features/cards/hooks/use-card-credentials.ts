import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getCredentials } from '@/api/generated/endpoints/cards/cards';
import { serverMessageOf } from '@/api/errors';
import { useToast } from '@/components/toast-provider';

/**
 * Reveals a card's PAN, expiry and CVV (getCredentials) for as long as the user keeps them shown.
 * Security (spec 02 / ARCHITECTURE "Security"): the details live only in this mutation's state — never in
 * the query cache, storage, logs or the service worker cache (the server answers Cache-Control no-store).
 * Hiding resets the mutation, and `gcTime: 0` drops it from the mutation cache as soon as the card face
 * unmounts, so nothing of it stays in memory once the reveal closes.
 */
export function useCardCredentials(cardId: string) {
  const intl = useIntl();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: () => getCredentials(cardId),
    gcTime: 0,
    retry: false,
    onError: (error) => {
      const message = serverMessageOf(error) ?? intl.formatMessage({ id: 'cards.credentials.fallback' });
      toast({
        title: intl.formatMessage({ id: 'cards.credentials.errorTitle' }),
        description: intl.formatMessage({ id: 'cards.credentials.failed' }, { message }),
        variant: 'destructive',
      });
    },
  });
  const { mutate, reset } = mutation;
  const reveal = useCallback(() => mutate(), [mutate]);
  return {
    credentials: mutation.data?.data ?? null,
    isLoading: mutation.isPending,
    reveal,
    hide: reset,
  };
}
