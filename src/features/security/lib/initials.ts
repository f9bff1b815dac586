import { displayName } from '@/lib/greeting';

interface NamedUser {
  fullname?: string | null | undefined;
  username?: string | null | undefined;
  email?: string | null | undefined;
}

/** Avatar initials: the first letters of the first and last word of the display name (spec 02 §2 Profile). */
export function initials(user: NamedUser | null | undefined): string {
  const words = displayName(user)
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}
