#!/usr/bin/env bash
# Every script the README names works right after `npm install` (run by .ci/run in a fresh clone, before anything
# else has generated code): each server starts and answers, each command answers --help or does a short run. The
# scripts .ci/run itself runs (lint, typecheck, check:spec, check:bundle, ladle:build, npm test) are not repeated
# here; tests/build/docs.test.ts fails when the README names a script neither runs.
# Usage: scripts/smoke-scripts.sh   (ports 4599, 4010, 5173, 4173 and 61000 must be free)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# serve NAME URL COMMAND…: starts COMMAND in its own process group, waits up to 180 s for URL to answer 200,
# then stops the whole group. Fails with the command's output when it exits or never answers.
serve() {
  local name=$1 url=$2; shift 2
  echo "::: smoke: $name"
  setsid "$@" >"$tmp/$name.log" 2>&1 &
  local pid=$! code=""
  for _ in $(seq 1 360); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "$url" || true)
    [ "$code" = 200 ] && break
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    sleep 0.5
  done
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [ "$code" != 200 ]; then
    echo "smoke: $name did not answer 200 at $url (last: ${code:-none}); its output:" >&2
    cat "$tmp/$name.log" >&2
    exit 1
  fi
  echo "    $url → 200"
}

# run NAME COMMAND…: a command that must exit 0; its output is shown only when it fails.
run() {
  local name=$1; shift
  echo "::: smoke: $name"
  if ! "$@" >"$tmp/$name.log" 2>&1; then
    echo "smoke: $name failed; its output:" >&2
    cat "$tmp/$name.log" >&2
    exit 1
  fi
  grep -m 1 . "$tmp/$name.log" | sed 's/^/    /'
}

serve mock http://127.0.0.1:4599/api/health npm run mock -- --port 4599 --db "$tmp/mock.json" --reset --quiet
# npm start: the app on 5173 answers the mock server's health through its proxy (both are up, in that order).
serve start http://127.0.0.1:5173/api/health npm start -- --db "$tmp/start.json" --reset --quiet
serve dev http://127.0.0.1:5173/ npm run dev
run simulate npm run simulate -- --help
run check-spec npm run check:spec -- --help
run bench npm run bench -- --help
run bench-mock npm run bench:mock -- --help
run bench-interactions npm run bench:interactions -- --help
run bench-profile npm run bench:profile -- --help
run bench-ab npm run bench:ab -- --help
run bench-lcp npm run bench:lcp -- --help
run bench-simulator env BENCH_SIMULATOR_COUNT=2000 BENCH_SIMULATOR_PORT=4598 npm run bench:simulator
run check-bundle npm run check:bundle -- --help
run hosting-config npm run hosting-config -- --out "$tmp/deploy"
# The test scripts: the unit script runs one file for real (the one that checks this list against the README), the
# journeys' scripts list their journeys without starting a browser.
run test-unit npm run test:unit -- tests/build/docs.test.ts
run test-e2e npm run test:e2e -- --list
run test-a11y npm run test:a11y -- --list
serve preview http://127.0.0.1:4173/ npm run preview
serve ladle http://127.0.0.1:61000/ npm run ladle
echo "::: smoke: every script answers"
