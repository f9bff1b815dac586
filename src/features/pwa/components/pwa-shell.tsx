import CloseIcon from '@mui/icons-material/Close';
import GetAppOutlined from '@mui/icons-material/GetAppOutlined';
import SystemUpdateAltOutlined from '@mui/icons-material/SystemUpdateAltOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useServiceWorker } from '../hooks/use-service-worker';

interface PwaShellProps {
  /** Register the service worker (default: production builds only). */
  isServiceWorkerEnabled?: boolean;
}

/**
 * The PWA shell of spec 01 §2: the install banner and the new-version prompt (loaded when one is called for:
 * src/features/pwa/components/pwa-notices.tsx, which shows the offline and online notices).
 */
export function PwaShell({ isServiceWorkerEnabled }: PwaShellProps) {
  const installPrompt = useInstallPrompt();
  const serviceWorker = useServiceWorker(isServiceWorkerEnabled);
  return (
    <>
      {(installPrompt.isOffered || serviceWorker.isUpdateReady) && (
        <Stack
          spacing={1.5}
          sx={{
            position: 'fixed',
            zIndex: 'snackbar',
            left: { xs: 8, sm: 'auto' },
            right: { xs: 8, sm: 24 },
            bottom: 'calc(env(safe-area-inset-bottom, 0px) + 72px)',
            width: { sm: 380 },
          }}
        >
          {serviceWorker.isUpdateReady && <UpdatePrompt onUpdate={serviceWorker.update} onDismiss={serviceWorker.dismiss} />}
          {installPrompt.isOffered && <InstallBanner onInstall={() => void installPrompt.install()} onDismiss={installPrompt.dismiss} />}
        </Stack>
      )}
    </>
  );
}

function InstallBanner({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Paper elevation={8} role="region" aria-labelledby={titleId} sx={{ p: 2, position: 'relative' }}>
      <IconButton aria-label={intl.formatMessage({ id: 'pwa.close' })} onClick={onDismiss} size="small" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Stack direction="row" spacing={1.5} sx={{ pr: 4 }}>
        <GetAppOutlined color="primary" aria-hidden />
        <div>
          <Typography id={titleId} variant="title" component="h2">
            <FormattedMessage id="pwa.install.title" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="pwa.install.body" />
          </Typography>
        </div>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Button onClick={onDismiss}>
          <FormattedMessage id="pwa.install.dismiss" />
        </Button>
        <Button variant="contained" onClick={onInstall}>
          <FormattedMessage id="pwa.install.action" />
        </Button>
      </Stack>
    </Paper>
  );
}

function UpdatePrompt({ onUpdate, onDismiss }: { onUpdate: () => void; onDismiss: () => void }) {
  const messageId = useId();
  return (
    <Paper elevation={8} role="region" aria-labelledby={messageId} aria-live="polite" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <SystemUpdateAltOutlined color="primary" aria-hidden />
        <Typography id={messageId} variant="body2" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="pwa.update.available" />
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Button onClick={onDismiss}>
          <FormattedMessage id="pwa.update.later" />
        </Button>
        <Button variant="contained" onClick={onUpdate}>
          <FormattedMessage id="pwa.update.reload" />
        </Button>
      </Stack>
    </Paper>
  );
}
