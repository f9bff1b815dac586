/**
 * A dedicated worker's only job (src/i18n/intl-support.ts warmUpFormatting): create one number format and one date
 * format in the locale it is sent, then say so. ICU's locale data is the renderer process's, shared by all its
 * threads, so the main thread's first formats afterwards find it loaded.
 */
onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' ? event.data : undefined;
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale).format(0);
  postMessage('ready');
};
