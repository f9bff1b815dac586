import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { COPY_FEEDBACK_MS } from '@/config/constants';
import { useToast } from './toast-provider';
import { Hint } from './hint';

interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name ("Copy deposit address"). */
  label?: string;
  /** An icon button (default) or a text button with "Copy" / "Copied". */
  variant?: 'icon' | 'text';
  size?: 'small' | 'medium';
  onCopied?: () => void;
}

/**
 * Copies a value and confirms for 2 s (spec 01 §9 / 02 §9). A failure shows the toast
 * "Failed to copy to clipboard" (spec 02 §8).
 */
export function CopyButton({ value, label, variant = 'icon', size = 'medium', onCopied }: CopyButtonProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      onCopied?.();
    } catch {
      toast({ title: intl.formatMessage({ id: 'components.copyButton.failed' }), variant: 'destructive' });
    }
  };

  const name = label ? intl.formatMessage({ id: 'components.copyButton.copyLabel' }, { label }) : intl.formatMessage({ id: 'components.copyButton.copy' });
  const copiedText = intl.formatMessage({ id: 'components.copyButton.copied' });

  if (variant === 'text') {
    return (
      <Button
        size={size}
        variant="outlined"
        onClick={() => void copy()}
        startIcon={isCopied ? <CheckIcon /> : <ContentCopyIcon />}
        aria-label={isCopied ? copiedText : name}
        color={isCopied ? 'success' : 'primary'}
      >
        <span aria-live="polite">{isCopied ? copiedText : intl.formatMessage({ id: 'components.copyButton.copy' })}</span>
      </Button>
    );
  }
  return (
    <Hint title={isCopied ? copiedText : name} open={isCopied ? true : undefined} placement="top">
      <IconButton size={size} onClick={() => void copy()} aria-label={isCopied ? copiedText : name} color={isCopied ? 'success' : 'default'}>
        {isCopied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
      </IconButton>
    </Hint>
  );
}
