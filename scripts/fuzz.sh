#!/usr/bin/env bash
# Builds Kiln's libFuzzer targets (fuzz/) in the sanitizer tree (build-sanitize: clang-22, ASan,
# UBSan, libFuzzer coverage; shared with scripts/test.sh --sanitize), seeds each corpus from the
# tests, and runs every target for N minutes, one after another, at the lowest priority.
# Findings (crashes, sanitizer reports, timeouts over 60 s, exit-0 PTX that ptxas rejects) land
# in build-sanitize/findings/<target>/; the corpora grow in build-sanitize/corpus/.
# Ends with one line per target: inputs run, seconds, findings. docs/reliability.md.
#
#   scripts/fuzz.sh [--minutes N] [--build-only] [--jobs J] [--concurrent] [target...]
#   targets: frontend mlir bundle (default: all three) and passes (the MLIR parser and every Kiln
#   pass without kilnc: built from what --sanitize-passes builds, while mlir needs the frontend);
#   --concurrent runs the targets side by side (N minutes in all rather than N per target; each
#   is still single-process unless --jobs).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# The tree scripts/test.sh --sanitize builds (clang-22, ASan, UBSan, coverage).
build=${KILN_SANITIZE_BUILD_DIR:-$root/build-sanitize}
minutes=1 build_only=0 jobs=1 concurrent=0 targets=()
while (($#)); do
  case "$1" in
    --minutes) minutes=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --jobs) jobs=$2; shift 2 ;;
    --concurrent) concurrent=1; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done
((${#targets[@]})) || targets=(frontend mlir bundle)

command -v clang++-22 >/dev/null || { echo "fuzz: clang++-22 is needed (apt-get install clang-22)" >&2; exit 1; }
[ -f /usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.fuzzer-x86_64.a ] ||
  { echo "fuzz: libFuzzer is missing (apt-get install libclang-rt-22-dev)" >&2; exit 1; }
cuda=${CUDA_HOME:-/usr/local/cuda}
if [ ! -f "$build/build.ninja" ]; then
  KILN_BUILD_DIR=$build KILN_CMAKE_ARGS="-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DKILN_SANITIZE=address,undefined -DKILN_BUILD_FUZZERS=ON" "$root/scripts/setup.sh" >/dev/null || exit 1
fi
# Only the targets asked for: the bundle target needs the runtime alone, so it can run while the
# compiler targets still build (and a second fuzz.sh for them must not touch its seeds).
nice -n 19 ninja -C "$build" -j"${KILN_FUZZ_BUILD_JOBS:-2}" "${targets[@]/#/kiln_fuzz_}" || exit 1
((build_only)) && { echo "fuzz: built ${targets[*]/#/$build/bin/kiln_fuzz_}"; exit 0; }

# Seed corpora from the tests (refreshed every run; the corpora keep what the fuzzers found).
seeds=$build/seeds
for t in "${targets[@]}"; do rm -rf "${seeds:?}/$t" && mkdir -p "$seeds/$t"; done
wants() { [[ " ${targets[*]} " == *" $1 "* ]]; }
# Kernel sources: every .cu, and the tile kernels (.cpp) of the tests, examples and benchmarks.
wants frontend && { find "$root/test" "$root/examples" -name '*.cu'
  find "$root/test/Frontend" "$root/examples" "$root/bench/tile" -maxdepth 2 -name '*.cpp' -not -path '*/host/*'
} | grep -v 'Reliability/Inputs/index-sequence-oom.cu$' | while read -r f; do
  # (index-sequence-oom allocates without bound: kilnc stops it with an address-space cap,
  # which a sanitized build cannot have, so under ASan it only meets libFuzzer's RSS limit.)
  cp "$f" "$seeds/frontend/$(echo "${f#$root/}" | tr / _)"
done
for t in mlir passes; do
  wants $t && find "$root/test" -name '*.mlir' | while read -r f; do
    # One seed per split-input-file section.
    awk -v out="$seeds/$t/$(echo "${f#$root/}" | tr / _)" \
      '/^\/\/ -----/ { n++; next } { print > (out "." n ".mlir") }' "$f"
  done
done
if wants bundle; then
  kilnc=$root/build/bin/kilnc
  [ -x "$kilnc" ] || kilnc=$build/bin/kilnc
  cp "$root/test/unit/header_test/sample.kbundle" "$seeds/bundle/"
  for f in "$root"/examples/vadd.cu "$root"/examples/reduce_sum.cu "$root"/examples/tile_vadd.cpp; do
    "$kilnc" --arch=sm_80,sm_90a "$f" -o "$seeds/bundle/$(basename "$f").kbundle" 2>/dev/null || true
  done
  printf 'kiln-bundle 1\nkernel k\n  param 0 pointer 8 8 f32*\n  threads 128 1 1\nend\nconstant c 16 4\n' >"$seeds/bundle/minimal.kbundle"
fi

ptxas=${PTXAS:-$cuda/bin/ptxas}
[ -x "$ptxas" ] && export KILN_FUZZ_PTXAS=$ptxas
# Leaks: LLVM keeps some state alive to exit by design; the fuzzers look for crashes and
# memory errors. Stack use: the compilation threads have 512 MiB stacks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:handle_abort=1:allow_user_poisoning=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# libFuzzer's timeout is wall-clock time: on a shared machine a nice-19 process gets a sliver of a
# core (a 4.7 s input took 57 s of wall under load 14), so KILN_FUZZ_TIMEOUT raises it there.
timeout=${KILN_FUZZ_TIMEOUT:-60}
# One campaign: runs target $1 and writes its summary line to $build/fuzz-$1.summary.
campaign() {
  local t=$1 corpus=$build/corpus/$1 findings=$build/findings/$1 log=$build/fuzz-$1.log extra=()
  mkdir -p "$corpus" "$findings"
  local dict=$root/fuzz/${t/passes/mlir}.dict
  [ -f "$dict" ] && extra+=(-dict="$dict")
  ((jobs > 1)) && extra+=(-jobs="$jobs" -workers="$jobs")  # logs fuzz-N.log in $build
  echo "fuzz: $t for $minutes min (log $log)"
  (cd "$build" && nice -n 19 "$build/bin/kiln_fuzz_$t" "$corpus" "$seeds/$t" \
    -max_total_time=$((minutes * 60)) -timeout="$timeout" -rss_limit_mb=4096 -max_len=65536 \
    -close_fd_mask=3 -print_final_stats=1 -artifact_prefix="$findings/" "${extra[@]}") >"$log" 2>&1
  local runs secs found
  runs=$(grep -oP 'stat::number_of_executed_units:\s*\K[0-9]+' "$log" | awk '{s+=$1} END {print s+0}')
  secs=$(grep -oP 'Done [0-9]+ runs in \K[0-9]+' "$log" | awk '{s+=$1} END {print s+0}')
  found=$(find "$findings" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  echo "$t: $runs inputs in ${secs}s, $found findings ($findings)" >"$build/fuzz-$t.summary"
}
for t in "${targets[@]}"; do
  if ((concurrent)); then campaign "$t" & else campaign "$t"; fi
done
wait
for t in "${targets[@]}"; do echo "fuzz: $(cat "$build/fuzz-$t.summary")"; done
