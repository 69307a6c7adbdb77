#!/usr/bin/env bash
# Lint and the type checks side by side: each is mostly one process on one core (eslint, then
# prettier and dependency-cruiser; tsc project after project), so on CI's 2-core machine the
# pair takes about as long as the slower of them (measured: 82 s and 88 s alone, 88 s together).
# Both always run to the end; the step fails if either does.
set -uo pipefail
npm run lint &
lint=$!
npm run typecheck
types=$?
wait "$lint"
lint_status=$?
if [ "$lint_status" -ne 0 ]; then echo "checks: lint failed" >&2; fi
if [ "$types" -ne 0 ]; then echo "checks: typecheck failed" >&2; fi
exit $((lint_status != 0 || types != 0))
