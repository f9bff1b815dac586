import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadCardStatement } from '@/api/generated/endpoints/card-statements/card-statements';
import type { Statement } from '@contract-kit/model';
import { useToast } from '@/components/toast-provider';
import { saveBlob } from '../lib/save-file';
import { statementFileName } from '../lib/statements';
import { serverMessageOf } from '@/api/errors';

/**
 * Downloads a statement PDF (downloadCardStatement returns a Blob) and saves it as statement-{cycle}-{id}.pdf.
 * Spec 02 §8: success toast 'Statement Downloaded'; failure toast 'Download Failed' (destructive) with the
 * message or 'Failed to download statement'. The PDF never enters the query cache.
 */
export function useDownloadStatement() {
  const intl = useIntl();
  const { toast } = useToast();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (cardId: string, statement: Pick<Statement, 'id' | 'cycle'>) => {
      setDownloadingId(statement.id);
      try {
        const blob = await downloadCardStatement(cardId, statement.id, { headers: { Accept: 'application/pdf' } });
        // Anything but a non-empty file (e.g. an empty body) is a failure without a message of its own.
        if (typeof blob !== 'object' || typeof blob.size !== 'number' || blob.size === 0) throw new Error('');
        const fileName = statementFileName(statement);
        saveBlob(blob, fileName);
        toast({
          title: intl.formatMessage({ id: 'statements.toast.downloaded' }),
          description: intl.formatMessage({ id: 'statements.toast.downloadedDescription' }, { fileName }),
          variant: 'success',
        });
      } catch (error) {
        const message = serverMessageOf(error) ?? intl.formatMessage({ id: 'statements.toast.downloadFailedDefault' });
        toast({ title: intl.formatMessage({ id: 'statements.toast.downloadFailed' }), description: message, variant: 'destructive' });
      } finally {
        setDownloadingId(null);
      }
    },
    [intl, toast],
  );

  return { download, downloadingId };
}
