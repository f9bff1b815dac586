import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { ResponsiveDialog } from './responsive-dialog';

export interface FramedPageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, also the frame's accessible name. */
  title: string;
  /** The page shown in the frame and opened by 'open in new tab'. */
  url: string;
  /** Texts of the two buttons, already translated by the feature that shows the dialog. */
  labels: { openInNewTab: string; close: string };
}

/**
 * An external page (terms, privacy policy, cardholder agreement) in a sandboxed frame that sends no referrer, with
 * 'open in new tab' and a close button. The frame is mounted only while the dialog is open.
 */
export function FramedPageDialog({ open, onClose, title, url, labels }: FramedPageDialogProps) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="md"
      disableGutters
      actions={
        <DialogActions>
          {/* While it closes, its page is gone: no link to nowhere. */}
          {url ? (
            <Button href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
              {labels.openInNewTab}
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            {labels.close}
          </Button>
        </DialogActions>
      }
    >
      {open ? (
        <Box
          component="iframe"
          title={title}
          src={url}
          sandbox=""
          referrerPolicy="no-referrer"
          sx={{ display: 'block', width: '100%', height: { xs: 'calc(100dvh - 160px)', sm: '65vh' }, border: 0, bgcolor: 'background.paper' }}
        />
      ) : null}
    </ResponsiveDialog>
  );
}
