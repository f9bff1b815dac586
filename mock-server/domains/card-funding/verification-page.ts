import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockServices } from '../../core/types';
import { escapeHtml, htmlPage, isReadRequest, pathParameter, SCRIPTED_PAGE_CSP, scriptJson, sendHtml } from '../../pages/template';
import type { CardRecord } from '../cards/records';
import '../cards/records';

/**
 * The mock identity provider's page: the "external link" of wizard step 2 (spec 02 §2 "Identity verification: a
 * start button opens an external link; a QR code to continue on a phone"), served at
 * GET /mock-pages/verification/{cardId}. A tester (or an e2e journey) plays the applicant and the provider:
 * "Submit documents" records under_review, "Approve" approved, "Reject" rejected, "Mark completed" completed,
 * through POST /api/simulator/cards/{id}/verification. The app polls getVerificationInfo every 5 s and follows.
 */
const PAGE_PREFIX = '/mock-pages/verification/';

const STATUS_TEXT: Record<string, string> = {
  none: 'Not started',
  under_review: 'Under review',
  completed: 'Completed — awaiting the final decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

const send = (req: IncomingMessage, res: ServerResponse, status: number, html: string) =>
  sendHtml(req, res, status, html, { csp: SCRIPTED_PAGE_CSP, cacheControl: 'no-store', headers: { 'Referrer-Policy': 'no-referrer' } });

const STYLE = `
  :root { color-scheme: light dark; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; background: Canvas; color: CanvasText; }
  main { max-width: 480px; margin: 0 auto; padding: 24px 16px 32px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #fff3c4; color: #5c4500; margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 16px 0; }
  dt { opacity: .75; }
  dd { margin: 0; word-break: break-word; }
  .actions { display: grid; gap: 10px; margin-top: 20px; }
  button { font: inherit; font-weight: 600; padding: 12px 14px; border-radius: 8px; cursor: pointer; border: 1px solid transparent; }
  button.primary { background: #1f6feb; color: #fff; }
  button.approve { background: #1a7f37; color: #fff; }
  button.reject { background: transparent; border-color: #cf222e; color: #cf222e; }
  @media (prefers-color-scheme: dark) { button.reject { border-color: #ff7b72; color: #ff7b72; } }
  button.secondary { background: transparent; border-color: #8c959f; color: inherit; }
  button:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: progress; }
  #status { min-height: 1.5em; margin-top: 16px; font-weight: 600; }
  .hint { font-size: 13px; opacity: .75; }
`;

const layout = (title: string, body: string, script = '') => htmlPage({ lang: 'en', title, style: STYLE, main: body, script });

function verificationPage(card: CardRecord): string {
  const current = card.verification.status ?? 'none';
  const model = card.model === 'debit' ? 'Debit card' : 'Credit card';
  const body = `
  <h1>Identity verification</h1>
  <span class="badge">Mock identity provider — test environment</span>
  <p>Verify your identity to continue your LookCard card application.</p>
  <dl>
    <dt>Application</dt><dd>${escapeHtml(model)} •••• ${escapeHtml(card.lastFourDigits)}</dd>
    <dt>Status</dt><dd id="current">${escapeHtml(STATUS_TEXT[current] ?? current)}</dd>
  </dl>
  <div class="actions">
    <button type="button" class="primary" data-status="under_review">Submit documents</button>
    <button type="button" class="approve" data-status="approved">Approve</button>
    <button type="button" class="reject" data-status="rejected">Reject</button>
    <button type="button" class="secondary" data-status="completed">Mark completed</button>
  </div>
  <p class="hint">Return to the app afterwards: it checks the result every 5 seconds.</p>
  <p id="status" role="status" aria-live="polite"></p>`;
  const script = `
(function () {
  var cardId = ${scriptJson(card.id)};
  var labels = ${scriptJson(STATUS_TEXT)};
  var statusEl = document.getElementById('status');
  var currentEl = document.getElementById('current');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-status]'));
  function setBusy(value) { buttons.forEach(function (b) { b.disabled = value; }); }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var status = button.getAttribute('data-status');
      setBusy(true);
      statusEl.textContent = 'Sending…';
      fetch('/api/simulator/cards/' + encodeURIComponent(cardId) + '/verification', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: status })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (body) { return { response: response, body: body }; });
      }).then(function (result) {
        setBusy(false);
        if (result.response.ok) {
          currentEl.textContent = labels[status] || status;
          statusEl.textContent = 'Recorded: ' + (labels[status] || status) + '.';
        } else {
          statusEl.textContent = 'Failed: ' + ((result.body && result.body.message) || ('status ' + result.response.status));
        }
      }).catch(function () {
        setBusy(false);
        statusEl.textContent = 'Network connection error.';
      });
    });
  });
})();`;
  return layout('Identity verification', body, script);
}

/** Serves GET /mock-pages/verification/{cardId}; answers false for any other path. */
export function serveVerificationPage(req: IncomingMessage, res: ServerResponse, url: URL, services: MockServices): boolean {
  if (!url.pathname.startsWith(PAGE_PREFIX)) return false;
  if (!isReadRequest(req)) {
    send(req, res, 405, layout('Method not allowed', '<h1>Method not allowed</h1>'));
    return true;
  }
  const cardId = pathParameter(url, PAGE_PREFIX);
  const card = cardId ? services.store.get('cards', cardId) : undefined;
  if (!card) {
    send(req, res, 404, layout('Verification not found', '<h1>Verification not found</h1><p>Start the verification again from the app.</p>'));
    return true;
  }
  send(req, res, 200, verificationPage(card));
  return true;
}
