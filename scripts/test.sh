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
#   scripts/test.sh --sanitize-passes   the part CI runs by default: kiln-opt, the runtime
#                                and the unit tests in build-sanitize/, and under them
#                                test/Dialect and test/Conversion (every Kiln pass that
#                                kiln-opt runs) and the runtime's and the analyses'
#                                GoogleTest suites (also KILN_TEST_SANITIZE=passes)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sanitize=${KILN_TEST_SANITIZE:-0}
[ "${1:-}" = "--sanitize" ] && sanitize=1
[ "${1:-}" = "--sanitize-passes" ] && sanitize=passes
if [ "$sanitize" != 0 ]; then
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
targets=() lit_args=("$build/test") ctest_args=()
if [ "$sanitize" = passes ]; then
  # What kiln-opt's tests need: the compiler's frontend and driver (kilnc) are left out.
  for t in kiln-opt kiln_compiler_unit_tests kiln_llvmir_unit_tests kiln_unit_tests kiln_no_driver_test kiln_emit_header; do
    ninja -C "$build" -t query "$t" >/dev/null 2>&1 && targets+=("$t")  # the runtime's need cuda.h
  done
  lit_args=(--param kilnc=0 "$build/test/Dialect" "$build/test/Conversion")
  # The tests of what it does not build: kilnc's API, the e2e harnesses, the Python module.
  ctest_args=(-E '^(kiln_compile_api_tests_NOT_BUILT|kiln_corpus_spec_test_NOT_BUILT|e2e_without_driver|python_nogpu)$')
fi
ninja -C "$build" "${targets[@]}" || { echo "0 passed, 1 failed"; exit 1; }
# The clang-built tree's kiln-opt must print what the GCC-built one does (the normal tree, when
# there is one: CI builds it first): test/Conversion/same-output-across-host-compilers.test.
if [ "$sanitize" != 0 ] && [ -f "$root/build/build.ninja" ] && [ "$build" != "$root/build" ]; then
  ninja -C "$root/build" kiln-opt >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
  lit_args=(--param reference_kiln_opt="$root/build/bin/kiln-opt" "${lit_args[@]}")
fi

log=$(mktemp)
/usr/lib/llvm-22/bin/lit -sv "${lit_args[@]}" 2>&1 | tee "$log"
ctest_log=$(mktemp)
if [ -f "$build/CTestTestfile.cmake" ] || [ -d "$build/runtime" ]; then
  (cd "$build" && ctest --output-on-failure "${ctest_args[@]}" 2>&1) | tee "$ctest_log"
fi
python3 "$root/scripts/summarise_tests.py" "$log" "$ctest_log"
