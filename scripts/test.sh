#!/usr/bin/env bash
# npm test: type check, lint, unused code (knip), unit tests, integration tests on PGlite (and on PostgreSQL when
# DATABASE_URL is set), end-to-end tests in Chromium against a production build. Every step runs even
# when an earlier one failed; the last line is the summary "N passed, N failed" and the exit code is
# non-zero when any step failed.
set -euo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

passed=0
failed=0
skipped=0
failed_steps=()
timings=()
current=0
total_steps=2

announce() {
  current=$((current + 1))
  echo
  echo "==> [$current/$total_steps] $1"
}

# Integration runs end with --forceExit: a leaked handle (a pool, a Redis client) must not hang CI until
# its time limit; jest still prints a warning naming the problem.
# count_report KIND FILE STEP: adds a jest or Playwright JSON report's counts to the totals. A step that
# failed without reporting a failed test (tsc, eslint, a runner that crashed or whose server did not
# start) counts as one failure, so that "0 failed" always means the whole run passed.
count_report() {
  local kind=$1 file=$2 name=$3 counts
  counts="$(node -e '
    const fs = require("fs");
    const [kind, file] = process.argv.slice(1);
    let p = 0, f = 0, s = 0;
    if (fs.existsSync(file)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      if (kind === "jest") {
        p = r.numPassedTests;
        f = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
        s = r.numPendingTests + (r.numTodoTests || 0);
      } else {
        p = r.stats.expected + r.stats.flaky;
        f = r.stats.unexpected + (r.errors || []).length;
        s = r.stats.skipped;
      }
    }
    console.log(p, f, s);
  ' "$kind" "$file")"
  local p f s
  read -r p f s <<<"$counts"
  if [ "$f" -eq 0 ] && [[ " ${failed_steps[*]-} " == *" $name "* ]]; then f=1; fi
  echo "    $name: $p passed, $f failed, $s skipped"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
}

count_step() {
  local name=$1
  if [[ " ${failed_steps[*]-} " == *" $name "* ]]; then failed=$((failed + 1)); fi
}

# Type check, lint, knip and unit tests read the tree and write nothing: they run side by side (tsc and
# eslint use one core each; knip takes seconds), each with its own log, printed in order when all are done.
announce "Type check (tsc --noEmit), lint (eslint .), unused files, dependencies and exports (knip) and unit tests (jest, project unit), side by side"
run_logged() {
  local name=$1
  shift
  ( started=$SECONDS; status=0; "$@" >"$reports/$name.log" 2>&1 || status=$?; echo "$status $((SECONDS - started))" >"$reports/$name.status" ) &
}
run_logged typecheck npx tsc --noEmit
run_logged lint npx eslint .
run_logged knip npx knip --no-progress
run_logged unit npx jest --selectProjects unit --json --outputFile="$reports/unit.json"
wait
for name in typecheck lint knip unit; do
  echo "    --- $name"
  cat "$reports/$name.log"
  read -r status took <"$reports/$name.status"
  if [ "$status" -eq 0 ]; then timings+=("$name: ${took} s"); else timings+=("$name: ${took} s (FAILED, exit $status)"); failed_steps+=("$name"); fi
done
count_step typecheck
count_step lint
count_step knip
count_report jest "$reports/unit.json" unit

# Then two streams side by side, each using about one core: the integration tests (PGlite, then
# PostgreSQL when DATABASE_URL is set: each test file has its own database copied from a template,
# and the PostgreSQL run uses another Redis database number) and the end-to-end tests (the production
# build, then Playwright in Chromium against it). Running the two engines one after the other beside
# the browser keeps two busy streams on a two-core machine the whole time, instead of three during the
# integration tests and one during the e2e tests. Each stream keeps its own logs, printed at the end.
announce "Integration tests (jest, project integration: PGlite, then PostgreSQL) beside the end-to-end tests (production build, then Playwright in Chromium)"
# Playwright never downloads a browser here: it drives Debian's Chromium, installed when missing and allowed.
if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "    installing Chromium from Debian (apt-get install chromium)"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || echo "    could not install Chromium"
fi
# The nginx journey (tests/e2e/nginx-cache.signed-in.spec.ts) runs Debian's nginx with docs/deploy/nginx.conf.
if [ ! -x /usr/sbin/nginx ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "    installing nginx from Debian (apt-get install nginx-light)"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null) || echo "    could not install nginx"
fi
rm -f test-results/e2e.json

# run_in_stream NAME COMMAND…: as run_logged, in the foreground (a stream runs its steps one after the other).
run_in_stream() {
  local name=$1
  shift
  local started=$SECONDS status=0
  "$@" >"$reports/$name.log" 2>&1 || status=$?
  echo "$status $((SECONDS - started))" >"$reports/$name.status"
}
integration_stream() {
  run_in_stream integration-pglite env TEST_DB=pglite NODE_OPTIONS=--experimental-vm-modules \
    npx jest --selectProjects integration --runInBand --forceExit --json --outputFile="$reports/integration-pglite.json"
  if [ -n "${DATABASE_URL:-}" ]; then
    local postgres_redis="${TEST_REDIS_URL:-}"
    # redis://host:port[/db] → the same server, database 2.
    if [ -n "$postgres_redis" ]; then postgres_redis="$(printf '%s' "$postgres_redis" | sed -E 's#(//[^/]+)(/[0-9]*)?/?$#\1/2#')"; fi
    run_in_stream integration-postgres env TEST_DB=postgres TEST_REDIS_URL="$postgres_redis" NODE_OPTIONS=--experimental-vm-modules \
      npx jest --selectProjects integration --runInBand --forceExit --json --outputFile="$reports/integration-postgres.json"
  fi
}
e2e_stream() {
  run_in_stream e2e-build npx tsx tests/e2e/prebuild.ts
  run_in_stream e2e npx playwright test
}
streams_started=$SECONDS
integration_stream &
e2e_stream &
wait

for name in integration-pglite integration-postgres; do
  [ -f "$reports/$name.status" ] || continue
  echo "    --- $name"
  cat "$reports/$name.log"
  read -r status took <"$reports/$name.status"
  if [ "$status" -eq 0 ]; then timings+=("$name: ${took} s"); else timings+=("$name: ${took} s (FAILED, exit $status)"); failed_steps+=("$name"); fi
  count_report jest "$reports/$name.json" "$name"
done
if [ -z "${DATABASE_URL:-}" ]; then
  echo "    PostgreSQL skipped: DATABASE_URL is not set (set it to a PostgreSQL server to run them there too)"
fi
# The build's outcome is the e2e step's (its server builds again after a failed one, and reports it).
echo "    --- e2e-build"
tail -n 5 "$reports/e2e-build.log"
read -r status took <"$reports/e2e-build.status"
timings+=("e2e-build: ${took} s$([ "$status" -eq 0 ] || echo ", failed: the e2e server builds again")")
echo "    --- e2e"
cat "$reports/e2e.log"
read -r status took <"$reports/e2e.status"
if [ "$status" -eq 0 ]; then timings+=("e2e: ${took} s"); else timings+=("e2e: ${took} s (FAILED, exit $status)"); failed_steps+=("e2e"); fi
count_report playwright test-results/e2e.json e2e
timings+=("integration and e2e streams side by side: $((SECONDS - streams_started)) s")

echo
echo "Times:"
printf '    %s\n' "${timings[@]}"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
fi
if [ "$skipped" -gt 0 ]; then echo "Skipped tests: $skipped"; fi
echo "$passed passed, $failed failed"
[ "${#failed_steps[@]}" -eq 0 ]
