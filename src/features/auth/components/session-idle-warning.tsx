import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { getSession, noteSessionActivity } from '@/api/generated/endpoints/auth/auth';
import { notifySessionExpired } from '@/api/session-events';
import { useActivityReports } from '../hooks/use-activity-reports';
import { useSignOut } from '../hooks/use-sign-out';
import { IDLE_WARNING_LEAD_MS } from '../lib/auth-constants';
import { rememberSessionTimes, SESSION_DEADLINES_KEY, type SessionDeadlines } from '../lib/session-times';

/** setTimeout's longest delay; a later deadline is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The countdown's spoken updates (the visible one ticks every second; a screen reader hears these only). */
const ANNOUNCED_SECONDS = [60, 30, 10];

const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Warns a minute before the server's idle timeout ends the session (PSD2 RTS Art. 4(3)(d)): "Stay signed in?" with a
 * live countdown. "Stay signed in" is activity (POST /api/session/activity); "Sign out" signs out; when the countdown
 * ends the sign-in screen says why. The deadlines are the server's (getSession's and the activity report's
 * `session`): before warning, and before signing out, it asks the server again, so an action elsewhere (another tab,
 * a change the server counted) puts the warning off instead. Meanwhile it reports the user's input as activity.
 */
export function SessionIdleWarning() {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const { signOut, isSigningOut } = useSignOut();
  const deadlines = useQuery({
    queryKey: SESSION_DEADLINES_KEY,
    queryFn: async ({ signal }) => rememberSessionTimes(queryClient, (await getSession({ signal })).session),
    staleTime: Infinity,
    retry: false,
  }).data as SessionDeadlines | undefined;
  const [isWarning, setWarning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [isStaying, setStaying] = useState(false);

  /** The session is over by the server's word (or unreachable at its end): the sign-in screen names the reason. */
  const end = useCallback((code: string | undefined) => {
    setWarning(false);
    notifySessionExpired(code ?? 'SessionIdleTimeout');
  }, []);

  /** The server's deadlines now (a read: it does not count as activity). */
  const recheck = useCallback(async (): Promise<SessionDeadlines | null> => {
    try {
      return rememberSessionTimes(queryClient, (await getSession()).session);
    } catch (error) {
      if (isApiError(error) && error.status === 401) end(error.code);
      return null;
    }
  }, [end, queryClient]);

  const report = useCallback(() => {
    noteSessionActivity()
      .then((response) => rememberSessionTimes(queryClient, response.session))
      // A 401 has already ended the session (the fetcher reports it); anything else: the next input tries again.
      .catch(() => undefined);
  }, [queryClient]);
  // While the warning is open only an explicit choice counts.
  useActivityReports(report, !isWarning);

  // Quiet until the warning is due (or the lifetime's end, which no activity puts off): then the server is asked.
  useEffect(() => {
    if (!deadlines || isWarning) return;
    const isLifetimeFirst = deadlines.lifetimeEndsAt <= deadlines.idleEndsAt;
    const dueAt = isLifetimeFirst ? deadlines.lifetimeEndsAt : deadlines.idleEndsAt - IDLE_WARNING_LEAD_MS;
    const timer = setTimeout(
      () => {
        void recheck().then((fresh) => {
          if (!fresh) return;
          const at = Date.now();
          if (fresh.lifetimeEndsAt <= at) end('SessionLifetimeEnded');
          else if (fresh.idleEndsAt - IDLE_WARNING_LEAD_MS <= at && fresh.idleEndsAt < fresh.lifetimeEndsAt) {
            setNow(at);
            setWarning(true);
          }
        });
      },
      Math.min(MAX_TIMER_MS, Math.max(0, dueAt - Date.now())),
    );
    return () => clearTimeout(timer);
  }, [deadlines, end, isWarning, recheck]);

  // The countdown; at its end, the server's word decides (an action elsewhere may have moved the deadline).
  const idleEndsAt = deadlines?.idleEndsAt;
  useEffect(() => {
    if (!isWarning || idleEndsAt === undefined) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at < idleEndsAt) return;
      clearInterval(timer);
      void recheck().then((fresh) => {
        if (fresh && fresh.idleEndsAt > Date.now()) setWarning(false);
        else if (fresh) end('SessionIdleTimeout');
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [end, idleEndsAt, isWarning, recheck]);

  const stay = () => {
    setStaying(true);
    noteSessionActivity()
      .then((response) => {
        rememberSessionTimes(queryClient, response.session);
        setWarning(false);
      })
      .catch(() => undefined)
      .finally(() => setStaying(false));
  };

  const secondsLeft = idleEndsAt === undefined ? 0 : Math.max(0, Math.ceil((idleEndsAt - now) / 1000));
  // Spoken at a few moments only (each time the text changes): every second would drown everything else out.
  const announcedStep = ANNOUNCED_SECONDS.findLast((step) => secondsLeft <= step);
  const announced = isWarning && announcedStep !== undefined ? intl.formatMessage({ id: 'auth.idle.announcement' }, { seconds: announcedStep }) : '';

  return (
    <Dialog open={isWarning} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="auth.idle.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <FormattedMessage id="auth.idle.body" />
        </DialogContentText>
        <Box role="timer" aria-label={intl.formatMessage({ id: 'auth.idle.countdownLabel' })} sx={{ mt: 2, typography: 'h4', fontVariantNumeric: 'tabular-nums' }}>
          {formatCountdown(secondsLeft)}
        </Box>
        <Box aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
          {announced}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={signOut} loading={isSigningOut} disabled={isStaying}>
          <FormattedMessage id="auth.idle.signOut" />
        </Button>
        <Button variant="contained" onClick={stay} loading={isStaying} disabled={isSigningOut} autoFocus>
          <FormattedMessage id="auth.idle.stay" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default SessionIdleWarning;
