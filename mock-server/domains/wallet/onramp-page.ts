import type { IncomingMessage, ServerResponse } from 'node:http';
import { OnrampErrorCode } from '@contract-kit/model';
import { dec } from '@contract-kit/money';
import type { MockServices } from '../../core/types';
import { escapeHtml, htmlPage, isReadRequest, pathParameter, SCRIPTED_PAGE_CSP, scriptJson, sendHtml } from '../../pages/template';
import { BLOCKCHAINS, ONRAMP_PROVIDER } from './catalogue';
import type { OnrampSessionRecord } from './records';
import './records';

/**
 * The mock on-ramp provider's widget, embedded by the app in an iframe (spec 01 §2 "embedded on-ramp
 * widget", §4 widget events). It talks to its parent only through postMessage, with the events of the
 * spec — transaction created, completed, failed, widget closed — plus `widget.ready` once loaded:
 *
 *   { source: 'cardramp-widget', sessionId, type: 'widget.ready' | 'transaction.created' |
 *     'transaction.completed' | 'transaction.failed' | 'widget.closed', orderId?, order?, error?: {code, message, status?} }
 *
 * Paying calls POST /api/simulator/onramp/orders/{sessionId}/complete, which credits the account. The
 * buttons let a tester (or an e2e journey) drive every path, including each error code of spec 01 §8.
 */
export const WIDGET_MESSAGE_SOURCE = 'cardramp-widget';
const PAGE_PREFIX = '/mock-pages/onramp/';

/** The widget is meant to be framed by the app; nothing else is loaded. */
const WIDGET_CSP = `${SCRIPTED_PAGE_CSP}; img-src data:`;

const send = (req: IncomingMessage, res: ServerResponse, status: number, html: string) => sendHtml(req, res, status, html, { csp: WIDGET_CSP, cacheControl: 'no-store' });

function page(title: string, theme: 'dark' | 'light', body: string, script = ''): string {
  const dark = theme === 'dark';
  const style = `
  :root { color-scheme: ${dark ? 'dark' : 'light'}; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: ${dark ? '#0f1419' : '#f6f7f9'}; color: ${dark ? '#e8eaed' : '#1b1f24'}; }
  main { max-width: 460px; margin: 0 auto; padding: 20px 16px 28px; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 16px; }
  h1 { font-size: 20px; margin: 0; }
  .badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: ${dark ? '#3b2f00' : '#fff3c4'}; color: ${dark ? '#ffd54f' : '#6b5200'}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 16px; }
  dt { color: ${dark ? '#9aa4ae' : '#5b6570'}; }
  dd { margin: 0; word-break: break-all; }
  label { display: block; font-weight: 600; margin: 12px 0 6px; }
  input, select { width: 100%; padding: 10px 12px; font: inherit; border-radius: 8px;
    border: 1px solid ${dark ? '#3a434c' : '#c4cad1'}; background: ${dark ? '#161c22' : '#fff'}; color: inherit; }
  .actions { display: grid; gap: 10px; margin-top: 16px; }
  button { font: inherit; font-weight: 600; padding: 11px 14px; border-radius: 8px; cursor: pointer; border: 1px solid transparent; }
  button.primary { background: #1a5fd6; color: #fff; }
  button.danger { background: transparent; border-color: #e5484d; color: ${dark ? '#ff8589' : '#c62a2f'}; }
  button.secondary { background: transparent; border-color: ${dark ? '#3a434c' : '#c4cad1'}; color: inherit; }
  button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: progress; }
  .row { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: end; }
  #status { min-height: 1.45em; margin-top: 16px; font-weight: 600; }
  .hint { font-size: 13px; color: ${dark ? '#9aa4ae' : '#5b6570'}; margin: 4px 0 0; }
`;
  return htmlPage({ lang: 'en', title, style, main: body, script, htmlAttributes: { 'data-theme': theme } });
}

function widgetPage(session: OnrampSessionRecord, nowMs: number): string {
  const chain = BLOCKCHAINS.find((candidate) => candidate.id === session.network);
  const expired = Date.parse(session.expiresAt) <= nowMs;
  const { fees, limits } = ONRAMP_PROVIDER;
  const config = {
    source: WIDGET_MESSAGE_SOURCE,
    sessionId: session.id,
    orderId: session.orderId,
    parentOrigin: session.parentOrigin,
    completed: session.status === 'completed',
    expired,
    fiatCurrency: session.fiatCurrency,
  };
  // The codes a tester can send: the contract's on-ramp catalogue (spec 01 §8).
  const errorOptions = Object.values(OnrampErrorCode)
    .map((code) => `<option value="${code}">${code}</option>`)
    .join('');
  const body = `
  <header><h1>${escapeHtml(ONRAMP_PROVIDER.displayName)}</h1><span class="badge">${ONRAMP_PROVIDER.environment === 'test' ? 'Test environment' : 'Production'}</span></header>
  <dl>
    <dt>You buy</dt><dd>${escapeHtml(session.cryptoCurrency)} on ${escapeHtml(chain?.name ?? session.network)}</dd>
    <dt>Delivered to</dt><dd id="wallet">${escapeHtml(session.walletAddress)}</dd>
    <dt>Order</dt><dd id="order">${escapeHtml(session.orderId)}</dd>
    <dt>Fee</dt><dd>${dec(fees.percentage).times(100).toFixed()}% + ${escapeHtml(fees.fixed)} ${escapeHtml(fees.currency)}</dd>
  </dl>
  <form id="pay-form" novalidate>
    <label for="amount">Amount (${escapeHtml(session.fiatCurrency)})</label>
    <input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(session.fiatAmount ?? '100.00')}" aria-describedby="limits">
    <p class="hint" id="limits">Between ${escapeHtml(limits.min)} and ${escapeHtml(limits.max)} ${escapeHtml(session.fiatCurrency)}.</p>
    <div class="actions">
      <button type="submit" class="primary" id="pay">Pay with card</button>
      <button type="button" class="danger" id="decline">Decline payment</button>
    </div>
  </form>
  <div class="row" style="margin-top:16px">
    <div><label for="error-code">Simulate an error</label><select id="error-code">${errorOptions}</select></div>
    <button type="button" class="secondary" id="send-error">Send error</button>
  </div>
  <div class="actions"><button type="button" class="secondary" id="close">Close widget</button></div>
  <p id="status" role="status" aria-live="polite"></p>`;
  const script = `
(function () {
  var config = ${scriptJson(config)};
  var target = config.parentOrigin || '*';
  var statusEl = document.getElementById('status');
  var created = false;
  var busy = false;
  function emit(type, extra) {
    var message = { source: config.source, sessionId: config.sessionId, type: type };
    for (var key in extra) message[key] = extra[key];
    if (window.parent && window.parent !== window) window.parent.postMessage(message, target);
  }
  function say(text) { statusEl.textContent = text; }
  function ensureCreated() {
    if (created) return;
    created = true;
    emit('transaction.created', { orderId: config.orderId });
  }
  function setBusy(value) {
    busy = value;
    document.getElementById('pay').disabled = value;
    document.getElementById('decline').disabled = value;
  }
  if (config.completed) say('This order is complete.');
  if (config.expired) say('This payment session has expired.');
  document.getElementById('pay-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    var amount = document.getElementById('amount').value.trim();
    if (!/^(0|[1-9]\\d*)(\\.\\d{1,2})?$/.test(amount) || Number(amount) <= 0) { say('Enter an amount with at most 2 decimals.'); return; }
    ensureCreated();
    setBusy(true);
    say('Processing payment…');
    fetch('/api/simulator/onramp/orders/' + encodeURIComponent(config.sessionId) + '/complete', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fiatAmount: amount })
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) { return { response: response, body: body }; });
    }).then(function (result) {
      setBusy(false);
      if (result.response.ok && result.body && result.body.data) {
        var order = result.body.data;
        say('Payment complete: ' + order.cryptoAmount + ' ' + order.cryptoCurrency + ' is on its way.');
        emit('transaction.completed', { orderId: order.orderId, order: order });
      } else {
        var body = result.body || {};
        var code = (body.error && body.error.details && body.error.details.errorCode) || 'PROVIDER_API_ERROR';
        say('Payment failed: ' + (body.message || ('status ' + result.response.status)));
        emit('transaction.failed', { orderId: config.orderId, error: { code: code, message: body.message || 'Payment failed', status: result.response.status } });
      }
    }).catch(function () {
      setBusy(false);
      say('Network connection error.');
      emit('transaction.failed', { orderId: config.orderId, error: { code: 'NETWORK_ERROR', message: 'Network connection error' } });
    });
  });
  document.getElementById('decline').addEventListener('click', function () {
    ensureCreated();
    say('The card issuer declined the payment.');
    emit('transaction.failed', { orderId: config.orderId, error: { code: 'PAYMENT_FAILED', message: 'Card declined by the issuer' } });
  });
  document.getElementById('send-error').addEventListener('click', function () {
    var code = document.getElementById('error-code').value;
    say('Sent error ' + code + '.');
    emit('transaction.failed', { orderId: config.orderId, error: { code: code, message: 'Simulated ' + code } });
  });
  document.getElementById('close').addEventListener('click', function () {
    say('Closed.');
    emit('widget.closed', { orderId: config.orderId });
  });
  emit('widget.ready', { orderId: config.orderId });
})();`;
  return page(`${ONRAMP_PROVIDER.displayName} — buy ${session.cryptoCurrency}`, session.theme, body, script);
}

/** Serves GET /mock-pages/onramp/{sessionId}; answers false for any other path. */
export function serveOnrampPage(req: IncomingMessage, res: ServerResponse, url: URL, services: MockServices): boolean {
  if (!url.pathname.startsWith(PAGE_PREFIX)) return false;
  if (!isReadRequest(req)) {
    send(req, res, 405, page('Method not allowed', 'dark', '<h1>Method not allowed</h1>'));
    return true;
  }
  const sessionId = pathParameter(url, PAGE_PREFIX);
  const session = sessionId ? services.store.get('onrampSessions', sessionId) : undefined;
  if (!session) {
    send(req, res, 404, page('Session not found', url.searchParams.get('theme') === 'light' ? 'light' : 'dark', '<h1>Payment session not found</h1><p>Start the purchase again from the app.</p>'));
    return true;
  }
  send(req, res, 200, widgetPage(session, services.clock.nowMs()));
  return true;
}
