#!/usr/bin/env bash
# The test command: sets up, builds everything, runs every test (lit and
# GoogleTest), and ends with one line "N passed, M failed". GPU-only tests are
# skipped (lit feature `gpu`) where no GPU exists.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KILN_BUILD_DIR:-$root/build}
"$root/scripts/setup.sh" || exit 1
ninja -C "$build" || { echo "0 passed, 1 failed"; exit 1; }

log=$(mktemp)
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log"
ctest_log=$(mktemp)
if [ -f "$build/CTestTestfile.cmake" ] || [ -d "$build/runtime" ]; then
  (cd "$build" && ctest --output-on-failure 2>&1) | tee "$ctest_log"
fi
python3 "$root/scripts/summarise_tests.py" "$log" "$ctest_log"
