/**
 * npm run bench — the performance report of issue 11 ("Quality gates"), written to bench/report.json and
 * bench/report.md:
 *
 * 1. Builds the app and the floor app (bench/floor/: the same stack at its most minimal, the reference).
 * 2. Serves both builds on 127.0.0.1 (a tiny static server with precompressed responses and the /api
 *    proxy) in front of a fresh mock server of its own.
 * 3. In Debian's Chromium (Playwright): records every JS and CSS response of the sign-in route until the
 *    network is idle, then signs in as the demo user and records what the dashboard loads on top
 *    (the service worker is blocked so its background precache is not counted). Raw, gzip and brotli
 *    sizes (node:zlib) per file and in total.
 * 4. Lighthouse (mobile preset, performance only, simulated throttling): 5 runs per page, the median —
 *    the app's sign-in route, its dashboard (signed-in session cookie) and the floor app; then the same three
 *    again over HTTPS with HTTP/2, as deploy/nginx/site.conf serves the app (a certificate made for the run,
 *    accepted by the bench's Chromium alone). The targets are judged on the first pass, over HTTP/1.1.
 * 5. Interactions on a 4× slowed CPU and long histories (scripts/bench-interactions.ts): input to next paint of
 *    the everyday interactions and of paging 10,000-entry lists, and the page's memory.
 * 6. Runs `bench:mock` and `bench:simulator` and takes their figures (bench/mock-server.json,
 *    bench/simulator.json).
 *
 * Every target is reported as met or with the gap and its cause. Exits 0 either way unless something
 * failed to run (the report is the deliverable; `npm run check:bundle` is the CI gate on sizes).
 *
 * Options (env): BENCH_LH_RUNS (default 5), BENCH_SKIP_BACKEND=1 (skip mock server and simulator benches),
 * BENCH_MOCK_PORT (default 4062), BENCH_APP_PORT (default 5262; the floor app on +1, the simulator bench's server on +2,
 * the app and the floor app over HTTPS on +3 and +4).
 */
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { measureInteractions, type InteractionFigure, type InteractionReport } from './bench-interactions';
import { analyseBuild, buildApp, KB, SCREENS } from './check-bundle.mjs';
import { DEMO_USER, demoSessionCookie, runScript, serveStatic, startMockServer, stopAll } from './lib/bench-servers';
import { loopbackTls } from './lib/bench-tls';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { answerHelp } from './lib/help';
import { largestParts } from './lib/largest-parts';
import { lighthouseRun, summarise, type LighthouseRun } from './lib/lighthouse-runs';

answerHelp(`
usage: npm run bench [-- --render]
Builds the app and the floor app (bench/floor), measures the initial JS/CSS of the sign-in route and the dashboard
and Lighthouse mobile (median of BENCH_LH_RUNS, default 5) beside the floor app (over HTTP/1.1, then over HTTPS with
HTTP/2 as deployed), the interactions on a 4× slowed CPU and
the long histories (bench:interactions), runs bench:mock and bench:simulator, and writes bench/report.json and
bench/report.md. --render writes bench/report.md again from bench/report.json, measuring nothing.
Environment: BENCH_LH_RUNS, BENCH_SKIP_BACKEND=1, BENCH_MOCK_PORT (4062), BENCH_APP_PORT (5262; floor +1, simulator +2,
HTTPS app +3, HTTPS floor +4),
CHROMIUM_PATH (/usr/bin/chromium).
`);

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = CHROMIUM_PATH;
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4062);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5262);
const FLOOR_PORT = APP_PORT + 1;
const SIMULATOR_PORT = APP_PORT + 2;
const APP_TLS_PORT = APP_PORT + 3;
const FLOOR_TLS_PORT = APP_PORT + 4;

/**
 * What still weighs on the sign-in route and the dashboard, and why (static figures of `npm run check:bundle`,
 * gzip, 2026-11-22; per-package figures are each package's code gzipped on its own). Update when one lands.
 */
const KNOWN_GAPS = [
  "Done (issue 11 bundle pass, sign-in 242.6 → 190.9 KB, dashboard 321.8 → 304.6 KB, the dashboard now counting the signed-in app's messages it loads): the compiled catalogues are split in a shell part (app, auth, components, header, language, pwa; in the entry for English) and a main part loaded with the signed-in app behind <MessagesGate part=\"main\"> (−10.8 KB on sign-in); ThemeToggle uses the button's title instead of MUI Tooltip (no Popper on sign-in); the register and forgot-password views and the language menu are lazy, fetched on pointer or focus intent; the auth fields are composed from OutlinedInput, InputLabel and FormHelperText (src/components/form-text-field.tsx) instead of TextField; env.ts checks its three variables by hand (no zod in any chunk); the entry's static modules are one chunk (vite.config.ts codeSplitting group on $initial: −6.5 KB against a dozen separately compressed shared chunks); on the dashboard the card application wizard, the cards panel's and PaySafe's dialogs and the card transaction history (with a skeleton of its own size) are lazy. The Login/Register tabs and the dashboard's tab rows are the kit's TabBar (src/components/tab-bar.tsx), not MUI Tabs, whose sliding indicator measured every tab on mount: −5.6 KB on sign-in, −3.9 KB on the dashboard.",
  "Done (issue 18, start-up in short tasks; Lighthouse A/B against the previous commit, 5 interleaved runs per side, medians): the first render is a React transition, which React renders in slices of a few milliseconds; the entry creates the router, warmed ICU's locale data (react-intl's first Intl call, ≈ 85 ms of one task on a 4× slowed CPU; since replaced: see \"ICU off the sign-in\" below) and creates the theme (appTheme(), on first use) each in a task of its own (src/lib/next-task.ts); the sign-in form, like the dashboard, renders deferred after the session answer instead of inside React Query's synchronous store update (src/app/session-gate.tsx DeferredScreen) — sign-in TBT 1,988 → 1,132 ms, dashboard TBT 3,634 → 2,874 ms. The dashboard's first screen is one chunk (src/app/build/screen-chunk.ts: the modules the dashboard page and its loader import statically and the entry does not, as one code-splitting group) instead of 20 chunks requested in rounds — dashboard initial JS 283.8 → 272.5 KB gzip in 3 files instead of 22, LCP 6,174 → 4,986 ms. The built index.html preloads the session check (src/app/build/session-preload-plugin.ts), which the fetcher's request takes: one round trip less before either screen (within Lighthouse's noise here). The theme provider reads the colour scheme in its first render (noSsr) instead of rendering again after mount (re-serializing the CSS-variables stylesheet; the whole tree for a dark scheme) — within Lighthouse's noise here for the light scheme the runs use.",
  "Done (issue 18, interactions; bench:interactions A/B against the previous commit, p75 of 10 tries on the 4× slowed CPU): the page route selected the whole search, so every move between places (a dialog, a mobile tab, a card) re-rendered the session gate and the whole dashboard inside the router's synchronous update; it now selects only the reset link, and RouterPlaceProvider shows a new place only after the browser painted the input's own feedback, then in a React transition (src/components/use-value-after-paint.ts), while the place's moves start from the newest place — open Transfer 424 → 56 ms, statements 296 → 136 ms, card switch 120 → 64 ms, card transactions paging 200 → 80 ms. The account panel's activity tab renders its panel the same way, and the dialogs' code, which the first press in the dashboard downloaded and evaluated in one task of ≈ 0.4–0.55 s right after that press, now loads when the browser is idle, one dialog at a time (src/app/dialogs/dialogs.tsx preload, src/lib/next-task.ts whenIdle) — opening the 10,000-entry account activity 368 → 160 ms.",
  "Done (issue 18, the sign-in screen without the router; static figures of check:bundle, gzip): the entry carried TanStack Router (26.3 KB: router-core 18.1, react-router 4.8, history 1.9, store 1.5 KB) and MUI's Snackbar family of the PWA notices (4.9 KB) although the sign-in form uses neither — the floor app (same stack, one form) is 178.6 KB with its router. Now, until a session is verified, `/` is the same session gate over the browser's own history (src/app/history-place.tsx: the same places and moves as the router's, its entries written as the router writes them, Back held while a request must finish, an address that does not validate replaced by its place); the router's code is in the signed-in app's chunk (vite.config.ts DASHBOARD_ROOTS), which a sign-in's submit and the signed-in page's preload already download, and it takes over for the rest of the visit once the session is verified (src/app/start-page.tsx), at the address the signed-out places left. The offline and online notices are the app's toasts (a warning and a success toast, the same texts and 5 s), not MUI's Snackbar, so they need no download when the connection is gone; the install banner and the new-version prompt load, in a chunk of their own, the first time one is called for — the browser's install offer, a new version waiting (src/features/pwa/lib/pwa-start.ts, which registers the service worker from the start as before). The toasts slide in with a CSS animation instead of MUI's Slide and Transition. The auth card is an outlined Paper instead of MUI's Card and CardContent (the same look; those two are the dashboard's). hoist-non-react-statics, which @emotion/react imports only for its unused withTheme, is marked free of side effects (vite.config.ts treeshake), which drops it and its copy of react-is (1.1 KB). Sign-in entry 190.4 → 159.6 KB; dashboard 257.1 → 255.7 KB (the router moved into its chunk; the PWA notices' Snackbar and banners left it). A signed-in start asks for the router's code (in the dashboard's chunk) and the page's messages and data the moment the session check answers, before the first render, as the router's load did from the entry: the dashboard's LCP is what it was (a first run that started them from the start page's effect, after the first render, measured 2,812 ms).",
  "Done (issue 18, tooltips on demand; static figures of check:bundle): the tooltips are Hint (src/components/hint.tsx), which gives its trigger its name (or description) at once and loads MUI's Tooltip with Popper and @popperjs/core (≈ 31 KB minified) as a chunk of its own on the first hover, keyboard focus or long press; the trigger is never re-mounted, so focus and open menus anchored to it stay — dashboard initial JS 272.6 → 263.1 KB gzip, the sign-in entry unchanged (189.8 KB).",
  "Done (issue 18, MUI Select off the dashboard's first screen; static figures of check:bundle): the per-card views' frame (the card picker, the list states, the card selection and the paging) is a feature of its own (src/features/card-views) that only the card transaction history and the statements use, and they load on demand — through the cards feature's index.ts it reached the dashboard chunk, and MUI's Select with its standard and filled inputs (≈ 21 KB minified) with it; the phone's card dropdown loads on demand (src/features/cards/components/card-select-lazy.tsx: from the press or focus on the cards tab, or at the first idle moment after the first press on a phone; a placeholder of its size meanwhile; the wide layout never fetches it); the profile's read-only fields are the kit's FormTextField instead of TextField — dashboard initial JS 263.1 → 255.8 KB gzip (its chunk 67.7 → 60.3 KB; 266.3 → 258.9 KB in the browser, with its messages and the sign-in's MFA form), the target met; the sign-in entry 189.8 → 189.9 KB (the names of the new lazy chunks). Lighthouse on the dashboard, A/B against the previous commit (5 interleaved runs per side): within the noise (median 52 before, 51 after; blocking time 1.4–3.5 s on either side).",
  "Done (issue 18, start-up without waiting; Lighthouse A/B, 5 interleaved runs per side, medians, each step against the one before): TanStack Router kept the route's pending spinner up for its default minimum of 500 ms (defaultPendingMinMs), even when the preloaded session check had already answered — every start waited on it; the minimum is 0 (src/app/router.tsx), and the page-wide spinner itself becomes visible only once a wait has lasted 400 ms, counted from the first of consecutive spinners (src/components/full-page-spinner.tsx), so a quick start paints its screen first and a slow one still shows the spinner — sign-in 74 → 78 (blocking time 915 → 681 ms), dashboard 55 → 55 (2,293 → 1,765 ms). The router starts loading the page's route (the session check, then the screen's code, messages and data) before the start's other steps and the first render instead of when RouterProvider mounts (src/main.tsx), so those downloads run while the main thread works — sign-in 78 → 93 (blocking time 681 → 196 ms, LCP 2,675 → 2,467 ms), dashboard 55 → 60 (1,765 → 1,507 ms, LCP 4,557 → 4,154 ms).",
  "Done (issue 18, start-up work removed; each change checked on its own with timings on the 4× slowed CPU, as Lighthouse's run-to-run spread on this machine hides changes this size): ICU off the sign-in — react-intl asks Intl.NumberFormat and Intl.DateTimeFormat whether the locale is supported each time it creates its intl object (intl-messageformat asks the first for each message with arguments), and the first question to each service builds that service's list of every locale in ICU's data: ≈ 30–60 ms each in Chromium here, four times that on the slowed CPU, although the sign-in screen formats no number and no date. The app's three locales are answered without the engine (src/i18n/intl-support.ts; any other question goes to it), the entry's ICU warm-up step is gone, and a signed-in start creates one number and one date format in tasks of their own while the dashboard's code downloads; an e2e proves the sign-in reaches no Intl formatting. Lighthouse A/Bs against 076ed2e (5 interleaved runs per side, medians): a first version of this change alone (no warm-up at all), sign-in 91 → 94 (blocking time 259 → 205 ms), the committed one alone 93 → 93 (203 → 217 ms) in another A/B; all of this entry together, sign-in 90 → 94 (289 → 191 ms). The theme's CSS variables (both colour schemes, ≈ 23 KB, ≈ 3 KB compressed) are a <style> of the built index.html, and MUI no longer generates, serializes, parses and inserts them in every start's first render (≈ 21 ms in Node, ≈ 80 ms on the slowed CPU; src/theme/build/theme-variables-plugin.ts, a unit test holds the sheet equal to MUI's). The signed-in app's messages, which the route's loader downloads, show in the render that asks for them instead of after an effect, a render and a promise (src/i18n/i18n-provider.tsx): from the loader's end to the dashboard's first render 383/316/363 → 334/261/208 ms (timed with marks, 3 starts each). Money formatting reuses one Intl.NumberFormat per locale and decimals instead of creating one per amount (contract-kit/money.ts; 11 in the dashboard's first render). The dashboard: two Lighthouse A/Bs gave 63 → 58 and 65 → 62 (blocking time 1,025 → 1,068 and 894 → 1,058 ms), inside its spread for one and the same build (635–2,213 ms); six timed starts per side on the slowed CPU show no difference (LCP medians 3,382 and 3,368 ms, blocking 1,265 and 1,310 ms).",
  "Done (issue 18, the sign-in's styles in the page; Lighthouse A/Bs against the previous commit, 5 interleaved runs per side, medians): on a 4× slowed CPU, 80 % of the sign-in form's commit was emotion compiling its rules with stylis and inserting them one by one (216 of 266 ms). The build now renders the sign-in screen (form and header) in Node with the app's own modules (Vite's server-side loader, in a process of its own with NODE_ENV=production: src/app/build/start-styles-plugin.ts) and writes emotion's server output into index.html, <style data-emotion=\"css name1 name2 …\"> (38 names, 169 rules once parsed, ≈ 33 KB; index.html 4.3 → 7.8 KB gzip); emotion's default cache adopts it and takes those names as inserted, and an e2e proves every emotion class of the sign-in screen is the built sheet's and none was inserted at run time — sign-in blocking time 196 → 73 ms (score 95 → 98), 349 → 181 ms in a first A/B; the dashboard within the noise (62 → 64, 65 → 62). Tried and dropped: the page-wide spinner's rules, and the dashboard's frame rendered without its data (32 of the 72 names its start inserts), in the page too — each time Lighthouse's simulation put the dashboard's first contentful paint ≈ 500 ms earlier and counted more of its start as blocking (dashboard 62 → 55 and 57 → 49 with the spinner's, 56 → 53 with the frame's), so those rules stay inserted at run time. The catalogue parts an I18nProvider shows are a store shared with the router's context (src/i18n/catalogues.ts createCatalogueParts): the route's loader wants the signed-in app's part as soon as it is downloaded, so the dashboard renders in the gate's first render instead of its fallback, a commit and a second render of the whole tree with the new messages (loader end → dashboard's first render, median of 6 timed starts, 339 → 294 ms on the slowed CPU).",
  "Done (issue 18, what Lighthouse's simulation counts; A/B and timed starts against the previous commit): Lighthouse's simulated blocking time is every main-thread task after its simulated first contentful paint, each 4× as long as observed, minus 50 ms — and its first contentful paint counts only the entry's evaluation and the first layout and paint, so every step of the start after the entry counts; its simulated LCP waits on every request that ended before the observed LCP, with everything that started them. Three changes followed. (1) ICU's formatting data loads in a worker (src/i18n/formatting-warm-up.worker.ts): the engine's first number or date format took 150–250 ms of one task on the 4× slowed CPU; ICU's data is the renderer process's, so after a worker's first formats the main thread's take 0–10 ms. (2) The start's first step (query client, router, the route's loading) is three tasks, and the dashboard's prefetch starts each request in a task of its own (fetch() costs ≈ 10 ms each on the slowed CPU). Together: the sum of (4 × thread time − 50 ms) over the tasks after the entry's evaluation, median of 7 starts, 530 → 392 ms. (3) The approvals' first requests start at the first idle moment after the dashboard appears, and the refresh table's download with the dialogs' code at the user's first press, instead of in the first commit's effects, where they ended before its paint showed — Lighthouse LCP median 3,613 → 2,878 ms (5 interleaved runs per side, the refresh table then at the first idle moment), score 69 → 72; the dashboard's initial JS in the browser no longer counts the refresh table (1.8 KB), while the formatting warm-up's chunk and worker add 0.5 KB.",
  "Done (issue 18, emotion's rules inserted while rendering; Lighthouse A/B against the previous commit, 5 interleaved runs per side, medians): emotion compiled and inserted each new class's rules in an insertion effect, inside React's commit — one task nothing can slice; the dashboard's first commit was 54–63 ms here (≈ 250 ms on the 4× slowed CPU), most of it emotion. The build aliases @emotion/use-insertion-effect-with-fallbacks to src/theme/emotion-insertion.ts, so the `css` prop and styled components (MUI's included) insert their rules while they render — as emotion does on the server and where React has no insertion effects — which, the app's screens rendering in transitions, happens in React's slices of a few milliseconds; the order of the rules is unchanged (each component's insertion renders as a sibling before its element), and screenshots of the dashboard's places at 390 and 1280 px are identical before and after. The longest task of a dashboard start went from 54–63 ms to 25 ms — dashboard TBT 317 → 187 ms, score 88 → 92 (LCP unchanged, 2,779 → 2,787 ms); a second A/B on the same build gave 294 ms for it (runs 121–373): Lighthouse's spread here is still larger than what remains.",
  "Done (issue 18, the wallet's answers rendered deferred; Lighthouse A/B against the previous commit, 6 interleaved runs per side, medians): React renders an update of React Query's store synchronously (useSyncExternalStore), so the balances, each of the five USD rates and the withdrawal availability re-rendered the whole account panel in a task of its own, 38–52 ms here each time; the panel now reads its queries and renders what they answer through useDeferredValue into a memoised view (src/features/wallet/components/account-panel.tsx), so an answer's own render is the hooks alone and the panel re-renders in React's slices — traces after show no account-panel render among a start's tasks over 15 ms; dashboard TBT 257 → 182 ms (runs 169–470 before, 123–249 after), score 91 → 93, LCP unchanged (2,760 → 2,763 ms).",
  "Done (mock server, transfer throughput; bench:mock's case under a CPU profile): the domains' random ids (transfers, account transactions, withdrawals, quotes, exchanges) each called crypto.randomBytes, ≈ 10 µs of the event loop a call — 19 % of the server's time under a stream of transfers (three ids each); they now come from a pool of crypto-random bytes refilled 4 KiB at a time (mock-server/store/ids.ts randomHex), each byte used once; secrets keep randomBytes of their own — transfer 4,078–4,853 → 4,987–5,298 req/s in single runs here, 5,495 and 5,554 req/s in that session's bench runs (target 5,000). Later runs on this machine spread 4,933–5,222 req/s at the same code: the server's main thread is busy (≈ 1 core, autocannon on the other), and a CPU profile of the case shows no single hot spot left (the socket's writev ≈ 17 % of its busy time, the journal's write ≈ 9 %, the rest 1–4 % each: JSON, validation, the ledger, the idempotency record), so it sits at its target, within this machine's run-to-run spread: met in some runs, ≈ 1 % short in others.",
  "Done (issue 18, the signed-in start page; Lighthouse A/B against the previous commit, 6 interleaved runs per side, medians): Lantern's LCP simulation of a dashboard start (read from Lighthouse's own computed artifacts: each node of its LCP graph with its simulated start and end) holds almost no main-thread work — a module script's evaluation is no EvaluateScript to it, and tasks under 10 ms that start no request are pruned — but a chain of downloads: the document (≈ 0.6 s), the entry (≈ 1.4 s for its 166 KB), the dashboard's chunk (≈ 0.46 s, asked for once the entry has run and the session answered), then the dashboard's requests in rounds of six (HTTP/1.1's connections per origin: the balances, the cards, the withdrawal availability, the language, the messages and five USD rates make two rounds, ≈ 0.16 s each). The build now also writes dist/index.signed-in.html, index.html plus a modulepreload of the dashboard's chunk and the formatting warm-up (src/app/build/signed-in-page.ts), and the hosts answer a navigation that carries the session cookie with it (src/config/start-page.ts: vite preview, the benches' server, deploy/nginx/site.conf; Vary: Cookie), so the dashboard's code downloads beside the entry. The preloads are low priority: at high priority Lighthouse counted them as render-blocking and its first contentful paint came ≈ 470 ms later (sign-in with the same preload in its index.html: 99 → 96, so the signed-out page has none) — dashboard score 91 → 94, LCP 2,810 → 2,643 ms, FCP 1,813 → 1,662 ms, TBT 260 → 248 ms (runs 215–370 before, 133–313 after). What remains of the LCP is bytes and rounds: the entry and the chunk share the simulated 1.6 Mbps link (the entry ends ≈ 0.3 s later than alone), then two rounds of requests. A request for all five rates at once would make it one round, but the spec names GET /api/exchange/rate per pair, and a real backend has nothing else. Also: the approvals' first requests start one card a task (three fetch() calls were one task of 8–40 ms), and parseEnv checks a path before an absolute URL (new URL threw on every path: 3–5 ms of the entry's evaluation).",
  "Done (issue 18, one request less on a signed-in start; Lighthouse A/B against the previous commit, 5 interleaved runs per side, medians): the formatting warm-up (621 bytes, which src/app/place-loader.ts starts with the dashboard's code) is in the dashboard's chunk instead of a chunk and a low-priority preload of its own (vite.config.ts DASHBOARD_ROOTS) — score 92 → 95, TBT 212 → 137 ms, LCP 2,649 → 2,633 ms; the static dashboard figure now counts those bytes inside the chunk (256.7 → 257.0 KB gzip; a start downloads the same bytes). Tried and dropped, each measured the same way: (1) MUI's popups on the dashboard (the header's menus, the card control menu, the rewards dropdown, the notifications' denied alert: Menu, Popover and Dialog with Modal, its focus trap and transitions) as code of their own, downloaded at the first idle moment or on first use — the dashboard's chunk 51.1 → 44.3 KB brotli (200 → 174 KB minified), but LCP 2,622 → 2,646 ms and TBT 114 → 136 ms (6 runs per side), no gain for seven more requests and a first open that may wait on the network; (2) the dashboard's first requests sent while the entry downloads — a small script of the signed-in start page read the session and sent them, each answer waiting for the app's fetcher to take it once: Lantern gives each request in flight an equal share of the simulated bandwidth, so the ten small requests slowed the entry's download by about what their two rounds after it had cost (LCP 2,633 → 2,652 ms), and the script, high-priority, moved the first contentful paint 1,650 → 1,894 ms.",
  "Done (issue 18, MUI's overlays and the dashboard's menus after the first paint; bench:ab, 7 interleaved runs per side, medians): the dashboard's chunk carried MUI's Menu, Popover, Dialog and Snackbar with Modal, the focus trap, the transitions and the positioning, and the three menus' items (MenuItem with its roving focus, their icons, the card menu's rules), none of which shows until the user opens one. They are one chunk now (src/components/overlays.tsx for the rewards popover, the notifications' alert dialog and the PaySafe toast; HeaderMenu's list and the card control menu's list for the menus; vite.config.ts's overlays group), which the dashboard downloads once the browser is idle after its first paint; an overlay renders nothing until it first opens, and one opened before its code is there shows once it is. The earlier trial of this split (the entry above: seven requests at the first idle moment) gained nothing; as one chunk requested after the paint — the dashboard's chunk 77.7 → 62.4 KB brotli, its initial JS 255.6 → 238.6 KB gzip (CI ratchet 238.7: the overlays' render-at-once and its loader shared with the screens' added 0.2 KB); the overlays against bc24f52: LCP 2,629 → 2,491 ms, TBT 160 → 142 ms, score 94 → 95; the menus' items after that within the noise (LCP 2,497 → 2,498 ms). Measured and not kept: the phone's Cards, Rewards and Profile tabs and the wide layout's cards panel on demand as well (−4.8 KB brotli more): LCP 2,481 → 2,497 ms, TBT 167 → 202 ms.",
  "Dashboard LCP over HTTP/1.1 (at its target, met or missed by a few tens of milliseconds from run to run: medians of 2,481–2,504 ms in the A/Bs of 2026-11-29, after the overlays left the first download) and as deployed (HTTPS with HTTP/2): its simulation (npm run bench:lcp prints it) is the document (≈ 0.6 s), the entry and the dashboard's preloaded chunk beside it (135 and 62 KB brotli, ≈ 1.5 s together; 76 KB before the overlays' entry above), then the ten requests of the dashboard's first screen — its messages, the balances, the cards, the withdrawal availability, the stored language and five USD rates (the spec's GET /api/exchange/rate is one pair a request). HTTP/1.1 gives an origin six connections, so those ten take two round trips after the entry (≈ 0.16 s each). The deployment serves HTTP/2 (deploy/nginx/site.conf), where they share one connection: the bench measures that too (\"As deployed\" above), through the same server with a certificate made for the run, and there the dashboard's LCP is within its target (2,016 and 2,075 ms in two runs of 2026-11-28, against 2,625 and 2,633 ms over HTTP/1.1 in the same runs). That figure is optimistic: Lantern's HTTP/2 gives the requests on its warm connection no round trip, so the dashboard's ten cost nothing after its chunk (which ends at ≈ 2.02 s there); one real round trip (≈ 0.16 s in the simulation) would make it ≈ 2.18 s, still within the target. Over HTTP/1.1, one round would need at most six requests after the entry: that means not asking for the rates (the wallet's total) or the availability (the Withdrawal button's state) when the screen first shows them, which the app does not trade for the figure. Three of the ten could go without such a trade — the stored language in the session's answer (GET /api/auth/session is the app's own path), the English messages of the signed-in app inside the dashboard's chunk (as the shell's are inside the entry), and the cards after the first paint on a phone, whose first screen does not show them — and seven would still take two rounds (checked against npm run bench:lcp's graph on 2026-11-28), so none of them was made for the figure. The phone screen's largest paint is the notifications prompt (npm run bench:lcp names the element: the alert \"Stay up to date\"), which needs no data: the dashboard's LCP is its first paint, which waits only for the code and the messages (src/app/place-loader.ts). The data requests are in the simulation's LCP graph because Lantern counts every request that ended before the paint it observed: they start with the messages, and the local mock server answers them before that paint. Starting them after the first paint would take them out of the graph and make every balance wait for that paint, so they start with the code, as before. (The install banner's code, 1.7 KB, is in the graph too: the bench's Chromium offers the install at once; it ends with the second round.) The lever left in bytes is TanStack Router, ≈ 21 KB of the dashboard chunk's 62 KB brotli (router-core 16.3, react-router 4.4, history 1.7, store 1.4 KB, each compressed alone: ≈ 0.16 s of the simulated link); the signed-in page is the router's `/` route (its loader, search validation, pending and error screens), and it stays the router's. A trial on 2026-11-28 that kept the signed-in page on the signed-out start's history places instead (the router then serving only the development simulator and the not-found page; not merged) measured what that would give: the dashboard's chunk 77.7 → 54.5 KB brotli, the entry's simulated download 1,652 → 1,506 ms, and the dashboard's LCP 2,583, 2,502 and 2,489 ms in three single runs of npm run bench:lcp (the first with a document 160 ms slower) — at the target, not clearly under it.",
  "Dashboard (≈ 256 KB, within its 260 KB target): the sign-in entry plus the dashboard chunk (90 KB gzip, of which TanStack Router ≈ 26 KB since the sign-in entry no longer carries it; MUI components of the panels — Chip, Badge, Collapse, Skeleton, the lists …; no longer the overlays and menus, see their entry; ≈ 12 KB minified of icons; the cards and wallet features; the generated client; big.js; both layouts; the formatting warm-up) and its English messages. Measured and left: the desktop layout and the mobile layout's other tabs on demand — −0.7 KB (at 263 KB); the mobile Profile tab on demand — −1.1 KB at 263 KB, nothing at 255.9 KB (once the profile's fields no longer brought Select: the dashboard imports the security feature's index for other things). Its blocking time and LCP (traces of 3–4 unthrottled starts, each task's CPU profile read through the build's source maps; ×4 for the slowed CPU): the theme (MUI resolving both colour schemes, 27–60 ms; no single hot spot: its CSS-variables parser, the palettes, deep merges and garbage collection), the first layout of the dashboard's text (22–58 ms), and React's synchronous work: updates from the router's store (useSyncExternalStore, which React always renders synchronously: the route's end re-renders the session gate, the providers and, with the signed-in app's messages, every react-intl consumer, 25–56 ms) and the sync work a commit spawns (commitRoot → flushSpawnedWork → renderRootSync, passive effects flushed in the same task); in 1 of 4 starts the wallet's first time format waited on ICU's locale data (≈ 35 ms inside the AccountPanel's render) when the warm-up worker, whose script Chromium fetches at the lowest priority, had not finished — waiting for it before the first render (capped at 300 ms) was within Lighthouse's noise (TBT median 294 → 258 ms, LCP 2,806 → 2,795 ms, 6 interleaved runs per side) and was not kept. LCP: Lighthouse's LCP graph is every request that ended before the observed LCP with everything that started it, the scripts' evaluations and (pessimistic) every task that laid out; the median stayed at 2.77–2.81 s through the changes above until the signed-in start page (see its entry). Requesting the five USD rates together with the balances instead of after them (one round trip less for the wallet's total) left it unchanged (2,781 → 2,792 ms, 5 runs per side), so the rates are not its critical path: the entry's 166 KB (≈ 0.8 s of the simulated 1.6 Mbps link), then the dashboard chunk's 51 KB, requested once the entry has run and the session has answered, are.",
];

const TARGETS = {
  signInGzip: SCREENS.signIn.targetGzip as number,
  dashboardGzip: SCREENS.dashboard.targetGzip as number,
  lighthouse: 90,
};

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
interface FileSizes extends Sizes {
  url: string;
}
interface Transfer {
  js: { files: FileSizes[]; total: Sizes };
  css: { files: FileSizes[]; total: Sizes };
}

const work = mkdtempSync(join(tmpdir(), 'lookcard-bench-'));

function log(message: string) {
  console.log(`bench: ${message}`);
}

function compress(buffer: Buffer): Sizes {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length,
  };
}

const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------------------
// Transfer sizes in a real browser.

/** Collects JS and CSS responses (decoded bodies) of a page from now on. */
function recordAssets(page: Page) {
  const pending: Promise<void>[] = [];
  const files = new Map<string, { type: 'js' | 'css'; sizes: Sizes }>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || response.status() !== 200) return;
    const url = new URL(response.url()).pathname;
    pending.push(
      response
        .body()
        .then((body) => void files.set(url, { type: type === 'script' ? 'js' : 'css', sizes: compress(body) }))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    async stop(): Promise<Transfer> {
      page.off('response', onResponse);
      await Promise.all(pending);
      const pick = (type: 'js' | 'css') => {
        const list = [...files].filter(([, file]) => file.type === type).map(([url, file]) => ({ url, ...file.sizes }));
        return { files: list, total: sum(list) };
      };
      return { js: pick('js'), css: pick('css') };
    },
  };
}

/** Waits until no request has been in flight for `quietMs`. */
async function networkIdle(page: Page, quietMs = 1000, timeoutMs = 30_000) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', finished);
    page.off('requestfailed', finished);
  }
}

async function measureTransfers(browser: Browser) {
  const newPage = async (port: number) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    return { context, page: await context.newPage() };
  };

  // The app: the sign-in route, then the dashboard after signing in (the entry is counted in both).
  const app = await newPage(APP_PORT);
  const signInRecorder = recordAssets(app.page);
  await app.page.goto('/');
  await app.page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
  await networkIdle(app.page);
  const signIn = await signInRecorder.stop();

  const dashboardRecorder = recordAssets(app.page);
  await app.page.getByLabel('Email', { exact: false }).first().fill(DEMO_USER.email);
  await app.page.getByLabel('Password', { exact: false }).first().fill(DEMO_USER.password);
  await app.page.getByRole('button', { name: 'Sign in' }).click();
  await app.page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 30_000 });
  await networkIdle(app.page);
  const afterSignIn = await dashboardRecorder.stop();
  await app.context.close();

  // What a user downloads to see the dashboard: the sign-in route's files plus what signing in fetched.
  const merge = (a: Transfer['js'], b: Transfer['js']) => {
    const byUrl = new Map([...a.files, ...b.files].map((file) => [file.url, file]));
    const files = [...byUrl.values()];
    return { files, total: sum(files) };
  };
  const dashboard: Transfer = { js: merge(signIn.js, afterSignIn.js), css: merge(signIn.css, afterSignIn.css) };

  const floor = await newPage(FLOOR_PORT);
  const floorRecorder = recordAssets(floor.page);
  await floor.page.goto('/');
  await floor.page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
  await networkIdle(floor.page);
  const floorSignIn = await floorRecorder.stop();
  await floor.context.close();

  return { signIn, dashboard, floorSignIn };
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse.

async function lighthouseRuns(port: number, url: string, extraHeaders?: Record<string, string>): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LH_RUNS; i++) {
    runs.push(await lighthouseRun(port, url, extraHeaders));
    log(`lighthouse ${url} run ${i + 1}/${LH_RUNS}: ${runs.at(-1)?.score}`);
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------
// The backend benches (their own scripts, run as they are; their JSON is read back).

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

// ---------------------------------------------------------------------------------------------------------

/** Issue 18's limits on Lighthouse's median metrics. */
const METRIC_LIMITS = [
  { page: 'dashboard', metric: 'tbtMs', label: 'total blocking time', max: 200, unit: 'ms' },
  { page: 'dashboard', metric: 'lcpMs', label: 'largest contentful paint', max: 2500, unit: 'ms' },
  { page: 'dashboard', metric: 'cls', label: 'cumulative layout shift', max: 0.02, unit: '' },
  { page: 'signIn', metric: 'tbtMs', label: 'total blocking time', max: 150, unit: 'ms' },
] as const;

type LighthousePages = Record<'signIn' | 'dashboard' | 'floor', ReturnType<typeof summarise>>;

/** Issue 18's Lighthouse targets: the dashboard's score and the sign-in's against the floor app's, then their metrics. */
function lighthouseTargets(results: LighthousePages) {
  return [
    ...(['signIn', 'dashboard'] as const).map((page) => {
      const result = results[page];
      // Issue 18: the dashboard at 90 or more; the sign-in route level with the floor app measured in the same run.
      const goal = page === 'dashboard' ? TARGETS.lighthouse : results.floor.median;
      const met = result.median >= goal;
      const m = result.medianMetrics;
      return {
        id: `lighthouse-${page}`,
        target:
          page === 'dashboard'
            ? `Lighthouse mobile performance (median of ${LH_RUNS}) ≥ ${TARGETS.lighthouse}: dashboard`
            : `Lighthouse mobile performance (median of ${LH_RUNS}) ≥ the floor app's (${goal}): sign-in route`,
        measured: String(result.median),
        floor: String(results.floor.median),
        met,
        gap: met ? null : `${goal - result.median} points`,
        cause: met ? null : `Median metrics: FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, Speed Index ${m.siMs} ms.`,
      };
    }),
    ...metricTargets(results),
  ];
}

function metricTargets(results: LighthousePages) {
  return METRIC_LIMITS.map(({ page, metric, label, max, unit }) => {
    const value = results[page].medianMetrics[metric];
    const met = value <= max;
    return {
      id: `${page}-${metric}`,
      target: `${page === 'dashboard' ? 'dashboard' : 'sign-in route'}: ${label} (Lighthouse median) ≤ ${max}${unit ? ` ${unit}` : ''}`,
      measured: `${value}${unit ? ` ${unit}` : ''}`,
      floor: `${results.floor.medianMetrics[metric]}${unit ? ` ${unit}` : ''}`,
      met,
      gap: met ? null : `${Number((value - max).toFixed(3))}${unit ? ` ${unit}` : ''}`,
      cause: met ? null : `runs: ${results[page].runs.map((run) => run[metric]).join(', ')}`,
    };
  });
}

function interactionTargets(report: InteractionReport) {
  const row = (figure: InteractionFigure) => ({
    id: `interaction-${figure.id}`,
    target: `${figure.label}: input to next paint ≤ ${report.budgetMs} ms (p75 of ${figure.samplesMs.length}, CPU ${report.cpuSlowdown}× slower)`,
    measured: `${figure.p75Ms} ms`,
    floor: null,
    met: figure.met,
    gap: figure.met ? null : `${figure.p75Ms - report.budgetMs} ms`,
    cause: figure.met ? null : `tries: ${figure.samplesMs.join(', ')} ms`,
  });
  const history = report.longHistories;
  return [
    ...report.interactions.map(row),
    ...history.interactions.map(row),
    {
      id: 'long-history-memory',
      target: `page memory with ${history.cardTransactions.toLocaleString('en-US')} card transactions and ${history.accountActivities.toLocaleString('en-US')} account activities < ${history.heapBudgetMb} MB`,
      measured: `${history.heapUsedMb} MB JS heap, ${history.domNodes} DOM nodes`,
      floor: null,
      met: history.heapUsedMb < history.heapBudgetMb,
      gap: history.heapUsedMb < history.heapBudgetMb ? null : `${(history.heapUsedMb - history.heapBudgetMb).toFixed(1)} MB`,
      cause: null,
    },
  ];
}

async function main() {
  // --render: bench/report.md again from bench/report.json (the same run's figures), e.g. after the page's layout changed.
  if (process.argv.includes('--render')) {
    writeFileSync(join(root, 'bench/report.md'), markdown(JSON.parse(readFileSync(join(root, 'bench/report.json'), 'utf8'))));
    log('wrote bench/report.md from bench/report.json');
    return;
  }
  const started = Date.now();
  const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
  const appDist = join(work, 'app');
  const floorDist = join(work, 'floor');
  log('building the app and the floor app…');
  // Hidden source maps (no reference in the code, nothing fetches them): the report's "largest parts" come from them.
  buildApp(appDist, { sourcemap: 'hidden' });
  buildApp(floorDist, { config: join(root, 'bench/floor/vite.config.ts') });
  const staticScreens = analyseBuild(appDist);
  const staticFloor = analyseBuild(floorDist, { floor: { label: 'floor app', roots: ['index.html'], targetGzip: 0 } });

  log(`mock server on ${MOCK_PORT}, app on ${APP_PORT}, floor on ${FLOOR_PORT}…`);
  await startMockServer(MOCK_PORT, join(work, 'mock-db.json'));
  await serveStatic(appDist, APP_PORT, MOCK_PORT);
  await serveStatic(floorDist, FLOOR_PORT, MOCK_PORT);
  const tls = await loopbackTls();
  await serveStatic(appDist, APP_TLS_PORT, MOCK_PORT, tls);
  await serveStatic(floorDist, FLOOR_TLS_PORT, MOCK_PORT, tls);

  log('transfer sizes in Chromium…');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  let transfers;
  try {
    transfers = await measureTransfers(browser);
  } finally {
    await browser.close();
  }

  log(`Lighthouse (mobile, ${LH_RUNS} runs per page)…`);
  const cookie = await demoSessionCookie(`http://127.0.0.1:${APP_PORT}`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, tls.chromiumFlag], logLevel: 'error' });
  let lighthouseResults: LighthousePages;
  let asDeployed: LighthousePages;
  try {
    const pages = async (scheme: 'http' | 'https', appPort: number, floorPort: number): Promise<LighthousePages> => ({
      signIn: summarise(await lighthouseRuns(chrome.port, `${scheme}://127.0.0.1:${appPort}/`)),
      dashboard: summarise(await lighthouseRuns(chrome.port, `${scheme}://127.0.0.1:${appPort}/`, { Cookie: cookie })),
      floor: summarise(await lighthouseRuns(chrome.port, `${scheme}://127.0.0.1:${floorPort}/`)),
    });
    lighthouseResults = await pages('http', APP_PORT, FLOOR_PORT);
    log('Lighthouse again over HTTPS with HTTP/2 (as deployed)…');
    asDeployed = await pages('https', APP_TLS_PORT, FLOOR_TLS_PORT);
  } finally {
    await chrome.kill();
  }
  log('interactions on a 4× slowed CPU and long histories (bench:interactions)…');
  const interactions = await measureInteractions(`http://127.0.0.1:${APP_PORT}`, `http://127.0.0.1:${MOCK_PORT}`);
  await stopAll();

  let backend: { mockServer: unknown; simulator: unknown; exitCodes: Record<string, number> } | null = null;
  if (process.env.BENCH_SKIP_BACKEND !== '1') {
    log('mock server bench (npm run bench:mock)…');
    const mockCode = await runScript('scripts/bench-mock.ts');
    log('simulator bench (npm run bench:simulator)…');
    const simulatorCode = await runScript('scripts/bench-simulator.ts', { BENCH_SIMULATOR_PORT: String(SIMULATOR_PORT) });
    backend = {
      mockServer: readJson(join(root, 'bench/mock-server.json')),
      simulator: readJson(join(root, 'bench/simulator.json')),
      exitCodes: { 'bench:mock': mockCode, 'bench:simulator': simulatorCode },
    };
  }

  // Targets: met, or the gap and its cause.
  const entryFiles = staticScreens.signIn.js.files.map((file: { file: string }) => file.file);
  const dashboardOnly = staticScreens.dashboard.js.files.map((file: { file: string }) => file.file).filter((file: string) => !entryFiles.includes(file));
  const describe = (list: { name: string; minifiedBytes: number }[]) => list.map((p) => `${p.name} ${kb(p.minifiedBytes)}`).join(', ');
  const signInGzip = transfers.signIn.js.total.gzip;
  const dashboardGzip = transfers.dashboard.js.total.gzip;
  const targets = [
    {
      id: 'sign-in-js',
      target: `sign-in route initial JS ≤ ${kb(TARGETS.signInGzip)} gzip`,
      measured: kb(signInGzip),
      floor: kb(transfers.floorSignIn.js.total.gzip),
      met: signInGzip <= TARGETS.signInGzip,
      gap: signInGzip <= TARGETS.signInGzip ? null : kb(signInGzip - TARGETS.signInGzip),
      cause:
        signInGzip <= TARGETS.signInGzip
          ? null
          : `The sign-in entry carries the shared runtime every screen needs (largest parts, minified: ${describe(largestParts(appDist, entryFiles))}). ` +
            'See bench/report.md "Known gaps" for what is still in it that the sign-in form does not need.',
    },
    {
      id: 'dashboard-js',
      target: `dashboard initial JS ≤ ${kb(TARGETS.dashboardGzip)} gzip`,
      measured: kb(dashboardGzip),
      floor: null,
      met: dashboardGzip <= TARGETS.dashboardGzip,
      gap: dashboardGzip <= TARGETS.dashboardGzip ? null : kb(dashboardGzip - TARGETS.dashboardGzip),
      cause:
        dashboardGzip <= TARGETS.dashboardGzip
          ? null
          : `The sign-in entry (${kb(signInGzip)}) plus the signed-in app's chunks and its messages (dialogs, the card application wizard and the card transaction history load on demand; largest parts, minified: ${describe(largestParts(appDist, dashboardOnly))}).`,
    },
    ...lighthouseTargets(lighthouseResults),
    ...interactionTargets(interactions),
  ];
  const asDeployedTargets = lighthouseTargets(asDeployed);

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      chromium: CHROMIUM,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
    },
    method: {
      transfer:
        'Production builds served on 127.0.0.1 with brotli/gzip; Chromium (Playwright) records the JS and CSS responses until the network has been idle for 1 s; ' +
        'the dashboard figure is the sign-in route plus what signing in as the demo user fetched until the dashboard is idle. Service worker blocked (its background precache is not counted). ' +
        'Sizes are of the decoded files, compressed with node:zlib (gzip level 9, brotli quality 11).',
      lighthouse: `Lighthouse ${lighthouseVersion()} navigation, default (mobile) config, performance category only, simulated throttling, ${LH_RUNS} runs per page, median score; the dashboard run sends the demo user's session cookie.`,
      asDeployed:
        'The same Lighthouse runs of the same builds, served by the same server over HTTPS with HTTP/2 (node:http2), as deploy/nginx/site.conf serves the app, with a certificate made for the run that only the bench\'s Chromium accepts (--ignore-certificate-errors-spki-list). ' +
        "Lighthouse's simulation models HTTP/1.1 as six connections per origin and HTTP/2 as one connection carrying every request, one after another, where a request on the warm connection waits no round trip at all (npm run bench:lcp -- --https shows them at 0 ms): an optimistic figure, as a real request still waits one. The targets above are judged on the HTTP/1.1 runs.",
      static: 'npm run check:bundle computes the same screens from the build manifest (entry and its static imports; plus the dashboard chunk).',
    },
    targets,
    app: {
      signIn: { transfer: transfers.signIn, lighthouse: lighthouseResults.signIn, static: staticScreens.signIn },
      dashboard: { transfer: transfers.dashboard, lighthouse: lighthouseResults.dashboard, static: staticScreens.dashboard },
    },
    floor: { signIn: { transfer: transfers.floorSignIn, lighthouse: lighthouseResults.floor, static: staticFloor.floor } },
    asDeployed: { targets: asDeployedTargets, signIn: asDeployed.signIn, dashboard: asDeployed.dashboard, floor: asDeployed.floor },
    interactions,
    knownGaps: KNOWN_GAPS,
    backend,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };

  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, 'bench/report.md'), markdown(report));
  log(`wrote bench/report.json and bench/report.md in ${report.durationSeconds} s`);
  for (const target of targets) log(`${target.met ? '✓' : '✗'} ${target.target}: ${target.measured}${target.gap ? ` (gap ${target.gap})` : ''}`);
  for (const target of asDeployedTargets) log(`  as deployed (HTTPS, HTTP/2): ${target.met ? '✓' : '✗'} ${target.target}: ${target.measured}`);
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report's shape is built above
function markdown(report: any): string {
  const lines: string[] = [];
  const row = (cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(
    `# Performance benchmark (${report.date})`,
    '',
    `Generated by \`npm run bench\` in ${report.durationSeconds} s on ${report.machine.cpus} CPUs (Node ${report.machine.node}, ${report.machine.chromium}), load average ${report.machine.loadAverageAtStart[0]} at the start and ${report.machine.loadAverageAtEnd[0]} at the end. Lighthouse's simulated throttling scales the CPU work it observes, so a busy machine lowers the scores of the app and the floor app alike (benchmark index per page below).`,
    '',
  );
  lines.push('## Targets', '');
  row(['target', 'measured', 'floor app', 'met', 'gap and cause']);
  row(['---', '---:', '---:', '---', '---']);
  for (const t of report.targets) row([t.target, t.measured, t.floor ?? '—', t.met ? 'yes' : '**no**', t.met ? '' : `${t.gap}: ${t.cause}`]);
  // What each change gained (the "Done" entries), then what weighs on the figures and why: known gaps while a target is
  // not met, the analyses of the figures nearest their limits once all are.
  const entries = report.knownGaps as string[];
  const isDone = (entry: string) => entry.startsWith('Done');
  lines.push('', '### What each change gained', '');
  for (const entry of entries.filter(isDone)) lines.push(`- ${entry}`);
  lines.push('', report.targets.some((t: { met: boolean }) => !t.met) ? '### Known gaps' : '### Where the figures stand, and why', '');
  for (const entry of entries.filter((entry) => !isDone(entry))) lines.push(`- ${entry}`);
  lines.push('', '## Initial JS and CSS (measured in Chromium)', '');
  row([
    'page',
    'JS raw',
    'JS gzip',
    'JS brotli',
    'CSS gzip',
    'CSS brotli',
    'files',
    'Lighthouse median',
    'runs',
    'FCP / LCP / TBT (median)',
    'benchmark index',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---', '---:']);
  const pages: [string, { transfer: Transfer; lighthouse: ReturnType<typeof summarise> }][] = [
    ['app: sign-in route', report.app.signIn],
    ['app: dashboard after sign-in', report.app.dashboard],
    ['floor app (reference)', report.floor.signIn],
  ];
  for (const [name, page] of pages) {
    const { js, css } = page.transfer;
    const m = page.lighthouse.medianMetrics;
    row([
      name,
      kb(js.total.raw),
      kb(js.total.gzip),
      kb(js.total.brotli),
      kb(css.total.gzip),
      kb(css.total.brotli),
      js.files.length + css.files.length,
      page.lighthouse.median,
      page.lighthouse.runs.map((r) => r.score).join(', '),
      `${m.fcpMs} / ${m.lcpMs} / ${m.tbtMs} ms`,
      m.benchmarkIndex,
    ]);
  }
  lines.push('', 'The app styles with emotion (CSS-in-JS): it loads no CSS files, its styles are in the JS figures.', '');
  lines.push(
    '### As deployed: HTTPS with HTTP/2',
    '',
    'The same builds and Lighthouse runs over HTTPS with HTTP/2, as deploy/nginx/site.conf serves the app (see Method). The targets above are judged on the HTTP/1.1 runs; these show what the same limits give as deployed.',
    '',
  );
  row(['page', 'Lighthouse median', 'runs', 'FCP / LCP / TBT (median)', 'CLS', 'benchmark index']);
  row(['---', '---:', '---', '---', '---:', '---:']);
  for (const [name, result] of [
    ['app: sign-in route', report.asDeployed.signIn],
    ['app: dashboard after sign-in', report.asDeployed.dashboard],
    ['floor app (reference)', report.asDeployed.floor],
  ] as [string, ReturnType<typeof summarise>][]) {
    const m = result.medianMetrics;
    row([name, result.median, result.runs.map((r) => r.score).join(', '), `${m.fcpMs} / ${m.lcpMs} / ${m.tbtMs} ms`, m.cls, m.benchmarkIndex]);
  }
  lines.push('');
  row(['target (same limits)', 'measured', 'floor app', 'met']);
  row(['---', '---:', '---:', '---']);
  for (const t of report.asDeployed.targets) row([t.target, t.measured, t.floor ?? '—', t.met ? 'yes' : '**no**']);
  lines.push('');
  lines.push('### Files', '');
  row(['page', 'file', 'raw', 'gzip', 'brotli']);
  row(['---', '---', '---:', '---:', '---:']);
  for (const [name, page] of pages)
    for (const f of [...page.transfer.js.files, ...page.transfer.css.files]) row([name, `\`${f.url}\``, kb(f.raw), kb(f.gzip), kb(f.brotli)]);
  lines.push('', '### Static check (build manifest, `npm run check:bundle`)', '');
  row(['screen', 'JS gzip', 'target', 'chunks']);
  row(['---', '---:', '---:', '---']);
  for (const s of [report.app.signIn.static, report.app.dashboard.static, report.floor.signIn.static])
    row([s.label, kb(s.js.total.gzip), s.targetGzip ? kb(s.targetGzip) : '—', s.js.files.map((f: { file: string }) => `\`${f.file}\``).join(' ')]);
  const interactions = report.interactions as InteractionReport;
  lines.push(
    '',
    '## Interactions on a slow phone',
    '',
    `Production build, ${interactions.viewport.width} × ${interactions.viewport.height} (phone layout), CPU slowed ${interactions.cpuSlowdown}× (CDP), signed in as the demo user. ` +
      'Input to next paint is the Event Timing duration of the interaction (as INP measures it; < 16 ms counts as 16); "shown" is the wall time until what the interaction opens is visible.',
    '',
  );
  row(['interaction', 'p75 input → paint', 'tries (ms)', 'shown (ms)', 'met']);
  row(['---', '---:', '---', '---', '---']);
  for (const figure of [...interactions.interactions, ...interactions.longHistories.interactions])
    row([figure.label, `${figure.p75Ms} ms`, figure.samplesMs.join(', '), figure.shownMs.join(', '), figure.met ? 'yes' : '**no**']);
  const history = interactions.longHistories;
  lines.push(
    '',
    `First signed-in paint (desktop, the dashboard's heading, account total and first card): ${interactions.firstPaint.roundTrips} round trips of API requests, ` +
      `${interactions.firstPaint.afterSession} after the session's: ${interactions.firstPaint.waves.map((wave) => wave.map((path) => `\`${path}\``).join(' + ')).join(' → ')}.`,
  );
  lines.push(
    '',
    `Long histories: ${history.cardTransactions.toLocaleString('en-US')} card transactions and ${history.accountActivities.toLocaleString('en-US')} account activities injected by the simulator in ${(history.injectMs / 1000).toFixed(1)} s; ` +
      `after opening and paging both lists the page holds ${history.heapUsedMb} MB of JS heap (after a garbage collection; budget ${history.heapBudgetMb} MB) and ${history.domNodes} DOM nodes.`,
  );
  if (report.backend) {
    lines.push('', '## Mock server and simulator', '');
    row(['bench', 'target', 'met', 'measured']);
    row(['---', '---', '---', '---']);
    const mock = report.backend.mockServer as { targets?: { target: string; met: boolean; value: string }[] } | null;
    for (const t of mock?.targets ?? []) row(['mock server', t.target, t.met ? 'yes' : '**no**', t.value]);
    const sim = report.backend.simulator as {
      count: number;
      elapsedMs: number;
      ratePerSecond: number;
      contractViolations: number;
      target: { count: number; maxElapsedMs: number };
      met: boolean;
    } | null;
    if (sim)
      row([
        'simulator',
        `${sim.target.count.toLocaleString('en-US')} card transactions in < ${sim.target.maxElapsedMs / 1000} s, no contract violation`,
        sim.met ? 'yes' : '**no**',
        `${sim.count.toLocaleString('en-US')} in ${(sim.elapsedMs / 1000).toFixed(2)} s (${sim.ratePerSecond.toLocaleString('en-US')}/s), ${sim.contractViolations} violations`,
      ]);
    lines.push('', 'Details: bench/mock-server.md, bench/mock-server.json, bench/simulator.json.');
  }
  lines.push('', '## Method', '');
  for (const [key, text] of Object.entries(report.method)) lines.push(`- **${key}**: ${text as string}`);
  return `${lines.join('\n')}\n`;
}

async function cleanup() {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
}

main().then(
  async () => {
    await cleanup();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  },
);
