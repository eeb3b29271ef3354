#!/usr/bin/env bash
# The test command: sets up, builds everything, runs every test (lit and
# GoogleTest), and ends with one line "N passed, M failed". GPU-only tests are
# skipped (lit feature `gpu`) where no GPU exists.
#
#   scripts/test.sh              the normal build (build/)
#   scripts/test.sh --sanitize   kilnc, kiln-opt and the runtime built with
#                                -fsanitize=address,undefined in build-sanitize/,
#                                and the same lit and unit suites run under them
#                                (also KILN_TEST_SANITIZE=1); docs/reliability.md
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sanitize=${KILN_TEST_SANITIZE:-0}
[ "${1:-}" = "--sanitize" ] && sanitize=1
if [ "$sanitize" = 1 ]; then
  export KILN_BUILD_DIR=${KILN_SANITIZE_BUILD_DIR:-$root/build-sanitize}
  # clang-22, with libFuzzer's coverage too: scripts/fuzz.sh builds its
  # targets in this same tree.
  export KILN_CMAKE_ARGS="-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DKILN_SANITIZE=address,undefined -DKILN_BUILD_FUZZERS=ON"
  # Any report fails the test that ran into it. Leaks: LLVM and Clang keep
  # state alive to exit by design, so leak checking is off; the reports that
  # count are memory errors and undefined behaviour.
  # allow_user_poisoning=0: LLVM's headers poison and unpoison allocator
  # memory by hand when the including code is built with ASan, but Debian's
  # LLVM/MLIR libraries are not, so memory our code poisoned was written by
  # theirs (a use-after-poison in mlir::Dialect::addType on every kilnc run).
  # The redzones ASan adds itself are still checked.
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:detect_stack_use_after_return=0:allow_user_poisoning=0}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
fi
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
