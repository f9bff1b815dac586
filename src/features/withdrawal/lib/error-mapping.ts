/**
 * Spec 01 §8 "Withdrawal error mapping by message text", in this order:
 * insufficient → "Insufficient balance for withdrawal"; limit or exceeded → "Withdrawal amount exceeds
 * daily/monthly limit"; address or invalid → "Invalid destination address"; network → "Blockchain network
 * temporarily unavailable". Anything else keeps the server's message.
 */
export type WithdrawalErrorMessageId = 'withdrawal.error.insufficient' | 'withdrawal.error.limit' | 'withdrawal.error.address' | 'withdrawal.error.network';

export function withdrawalErrorMessageId(message: string | undefined | null): WithdrawalErrorMessageId | null {
  const text = (message ?? '').toLowerCase();
  if (text.includes('insufficient')) return 'withdrawal.error.insufficient';
  if (text.includes('limit') || text.includes('exceeded')) return 'withdrawal.error.limit';
  if (text.includes('address') || text.includes('invalid')) return 'withdrawal.error.address';
  if (text.includes('network')) return 'withdrawal.error.network';
  return null;
}
