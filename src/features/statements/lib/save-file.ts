/** How long the object URL of a downloaded file stays valid (the browser has started the download by then). */
const REVOKE_AFTER_MS = 10_000;

/** Saves a Blob under a file name through a temporary object URL (no storage, nothing cached). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
