/** Spec 02 §1: morning before 12:00, afternoon before 18:00, else evening. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

interface NamedUser {
  fullname?: string | null | undefined;
  username?: string | null | undefined;
  email?: string | null | undefined;
}

/** Spec 02 §1: the full name, else the username, else the part of the e-mail before the at-sign, else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  const fullname = user?.fullname?.trim();
  if (fullname) return fullname;
  const username = user?.username?.trim();
  if (username) return username;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
}
