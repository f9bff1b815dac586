import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast, type ToastVariant } from './toast-provider';

export default { title: 'Shared / Toasts' } satisfies StoryDefault;

/** Shows one toast of a variant (the stories run inside the app's ToastProvider). */
function Show({ variant }: { variant: ToastVariant }) {
  const intl = useIntl();
  const { toast, dismiss } = useToast();
  useEffect(() => {
    const isFailure = variant === 'destructive';
    const id = toast({
      variant,
      title: intl.formatMessage({ id: isFailure ? 'cardApplication.toast.applicationFailed' : 'cardApplication.toast.applicationCreated' }),
      description: intl.formatMessage({ id: isFailure ? 'cardApplication.toast.applicationFailedDefault' : 'cardApplication.toast.applicationCreatedBody' }),
      durationMs: 0,
    });
    return () => dismiss(id);
  }, [variant, toast, dismiss, intl]);
  return null;
}

export const Default: Story = () => <Show variant="default" />;
export const Success: Story = () => <Show variant="success" />;
export const Destructive: Story = () => <Show variant="destructive" />;
