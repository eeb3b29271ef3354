#!/bin/bash
# Runs on the GPU machine from the folder scripts/build-device-bundle.sh made (copied there as
# run.sh): unit tests, e2e tests on nvcc PTX and cubins and on kilnc PTX for sm_80/89/90/90a and
# bundles (ptx/kiln-*, compile failures in ptx/kilnc-failures.txt count as failures), the fp16/bf16
# differential test (ptx/fp16), the sync corpus (sync-corpus/run.sh), the benchmark and the
# real-style corpus (realcode/). Logs go to $OUT when set. Ends with `N passed, M failed` over
# every test of every step, and exits 1 when M > 0.
#   KILN_PTX=<dir of kilnc PTX>  benchmarks that PTX against nvcc's (default: nvcc PTX in both slots).
#   KILN_BENCH_ARGS=--quick      smaller benchmark sizes.
#   KILN_COMPUTE_SANITIZER=0     skip the compute-sanitizer section; =only runs nothing else.
#   KILN_REALCODE_ARGS="--only a,b --reps N"   a subset of the real-style corpus, fewer timed pairs.
#   KILN_REALCODE_SASS=1         also writes nvcc's and kilnc's SASS of each corpus file to $OUT.
#   KILN_SKIP_REALCODE=1         leaves the real-style corpus out.
#   KILN_SKIP_BENCH=1            leaves the benchmark out.
set -u
here=$(cd "$(dirname "$0")" && pwd)
export PATH="$PATH:/usr/local/cuda/bin"
logs=${OUT:-/tmp/kiln-logs}
mkdir -p "$logs"
passed=0 failed=0

count_gtest() {  # adds a gtest binary's totals
  local log=$1 p f
  p=$(grep -oP '^\[  PASSED  \] \K[0-9]+' "$log" | tail -1)
  f=$(grep -oP '^\[  FAILED  \] \K[0-9]+(?= tests?, listed)' "$log" | tail -1)
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
  [ -z "$p$f" ] && failed=$((failed + 1))
}
count_e2e() {  # adds the `N passed, M failed` line of a kiln_e2e run
  local line
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -1)
  if [ -z "$line" ]; then failed=$((failed + 1)); return; fi
  passed=$((passed + ${line%% passed*})); failed=$((failed + $(echo "$line" | sed -E 's/.*, ([0-9]+) failed/\1/')))
}

# compute-sanitizer's four tools on every e2e kernel: the SIMT examples and construct kernels as
# kilnc PTX (KILN_SANITIZER_SIMT, default kiln-sm_90), the racy corpus built with --auto-sync,
# and the tile kernels for sm_90 (mma.sync) and sm_90a (wgmma). Each run must pass its own tests
# and report 0 errors (memcheck, synccheck, initcheck) or 0 hazards (racecheck). One PASS/FAIL per
# tool and suite; KILN_SANITIZER_TOOLS picks tools, KILN_SANITIZER_TIMEOUT bounds each run (s).
sanitizer_run() {  # tool name dir cmd...
  local tool=$1 name=$2 dir=$3 log=$logs/sanitizer_$1_$2.log extra=() rc
  shift 3
  [ "$tool" = racecheck ] && extra=(--racecheck-report hazard)
  (cd "$dir" && timeout "${KILN_SANITIZER_TIMEOUT:-300}" compute-sanitizer --tool "$tool" "${extra[@]}" \
     --error-exitcode 99 --print-limit 20 "$@") >"$log" 2>&1
  rc=$?
  if [ $rc = 0 ] && grep -qE '^[0-9]+ passed, 0 failed$' "$log" &&
     grep -qE '(ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed)' "$log"; then
    passed=$((passed + 1)); echo "PASS compute-sanitizer $tool $name: $(grep -oE '^[0-9]+ passed' "$log" | tail -1) tests, 0 findings"
  else
    failed=$((failed + 1)); echo "FAIL compute-sanitizer $tool $name (exit $rc$( [ $rc = 124 ] && echo ', timed out')):"
    grep -E "SUMMARY|Invalid|Race reported|Barrier error|Uninitialized|Error|FAIL|failed" "$log" | head -20
  fi
}
sanitizer_checks() {
  command -v compute-sanitizer >/dev/null || { failed=$((failed + 1)); echo "FAIL compute-sanitizer: not installed"; return; }
  echo "== compute-sanitizer on every e2e kernel (SIMT, racy corpus, tile)"
  local tool simt
  for tool in ${KILN_SANITIZER_TOOLS:-memcheck racecheck synccheck initcheck}; do
    for simt in ${KILN_SANITIZER_SIMT:-kiln-sm_90}; do
      sanitizer_run "$tool" "$simt" "$here" "$here"/bin/kiln_e2e "$here/ptx/$simt" --kernels-only --in-process
    done
    sanitizer_run "$tool" racy "$here" "$here"/bin/kiln_racy "$here/ptx/racy"
    sanitizer_run "$tool" tile-sm90 "$here/tile" "$here"/bin/kiln_tile_e2e sm90
    sanitizer_run "$tool" tile-sm90a "$here/tile" "$here"/bin/kiln_tile_e2e sm90a
  done
}
if [ "${KILN_COMPUTE_SANITIZER:-1}" = only ]; then  # just this section (its own device call)
  sanitizer_checks
  echo "$passed passed, $failed failed"
  exit 0
fi
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader 2>&1 | head -2
echo "== unit tests"
"$here"/bin/kiln_unit_tests >"$logs/unit.log" 2>&1; tail -1 "$logs/unit.log"; count_gtest "$logs/unit.log"
"$here"/bin/kiln_no_driver_test >"$logs/no_driver.log" 2>&1; tail -1 "$logs/no_driver.log"; count_gtest "$logs/no_driver.log"
echo "== e2e, nvcc PTX (as files and as bundles) + error paths + runtime"
"$here"/bin/kiln_e2e "$here/ptx/nvcc" --skip-missing >"$logs/e2e_ptx.log" 2>&1
grep -E '^(FAIL|  device)' "$logs/e2e_ptx.log"; tail -1 "$logs/e2e_ptx.log"; count_e2e "$logs/e2e_ptx.log"
echo "== e2e, kilnc PTX per arch (examples + constructs) and four-arch bundles"
if [ -s "$here/ptx/kilnc-failures.txt" ]; then
  cat "$here/ptx/kilnc-failures.txt"; failed=$((failed + $(wc -l <"$here/ptx/kilnc-failures.txt")))
fi
for dir in "$here"/ptx/kiln-*; do
  [ -d "$dir" ] || continue
  name=$(basename "$dir")
  "$here"/bin/kiln_e2e "$dir" --kernels-only >"$logs/e2e_$name.log" 2>&1
  grep -E '^FAIL' "$logs/e2e_$name.log"; echo "$name: $(tail -1 "$logs/e2e_$name.log")"; count_e2e "$logs/e2e_$name.log"
done
echo "== e2e, nvcc cubins"
"$here"/bin/kiln_e2e "$here/cubin/nvcc" --kernels-only --skip-missing >"$logs/e2e_cubin.log" 2>&1
grep -E '^FAIL' "$logs/e2e_cubin.log"; tail -1 "$logs/e2e_cubin.log"; count_e2e "$logs/e2e_cubin.log"
echo "== e2e without a driver (KILN_LIBCUDA=/nonexistent)"
if KILN_LIBCUDA=/nonexistent/libcuda.so.1 "$here"/bin/kiln_e2e "$here/ptx/nvcc" 2>&1 | grep -q "libcuda.so.1 not found: no NVIDIA driver"; then
  passed=$((passed + 1)); echo "PASS no-driver message"
else
  failed=$((failed + 1)); echo "FAIL no-driver message"
fi
echo "== racy corpus built with kilnc --auto-sync: results (racecheck: the compute-sanitizer section)"
"$here"/bin/kiln_racy "$here/ptx/racy" >"$logs/racy.log" 2>&1; grep -E '^FAIL' "$logs/racy.log"; tail -1 "$logs/racy.log"; count_e2e "$logs/racy.log"
if command -v compute-sanitizer >/dev/null; then
  compute-sanitizer --tool racecheck --racecheck-report hazard "$here"/bin/kiln_racy "$here/ptx/racy" >"$logs/racecheck.log" 2>&1
  if grep -q "RACECHECK SUMMARY: 0 hazards displayed" "$logs/racecheck.log" && grep -q "11 passed, 0 failed" "$logs/racecheck.log"; then
    passed=$((passed + 1)); echo "PASS racecheck: 0 hazards"
  else
    failed=$((failed + 1)); echo "FAIL racecheck:"; grep -E "RACECHECK SUMMARY|Race reported|Error" "$logs/racecheck.log" | head -20
  fi
fi
# kilnc -lineinfo (test/e2e/racy-lineinfo.test): the racy corpus without its barriers races, and
# racecheck names the source line of each hazard from the PTX's line table.
if command -v compute-sanitizer >/dev/null && [ -f "$here/ptx/racy-lines/racy.ptx" ]; then
  compute-sanitizer --tool racecheck --racecheck-report hazard --error-exitcode 3 "$here"/bin/kiln_racy \
    "$here/ptx/racy-lines" >"$logs/racecheck_lines.log" 2>&1
  rc=$?
  if [ $rc = 3 ] && grep -qE "hazard detected" "$logs/racecheck_lines.log" &&
     grep -qE "Thread .* in racy\.cu:[1-9][0-9]*" "$logs/racecheck_lines.log"; then
    passed=$((passed + 1)); echo "PASS racecheck -lineinfo: $(grep -oE 'racy\.cu:[0-9]+' "$logs/racecheck_lines.log" | sort -u | head -3 | tr '\n' ' ')"
  else
    failed=$((failed + 1)); echo "FAIL racecheck -lineinfo (exit $rc):"; grep -E "hazard detected|racy.cu" "$logs/racecheck_lines.log" | head -5
  fi
fi
# Cooperative groups built by kilnc (tiles, coalesced groups, grid barriers): no shared-memory
# hazard (racecheck) and no invalid barrier or warp-sync use (synccheck).
if command -v compute-sanitizer >/dev/null && [ -d "$here/ptx/kiln-sm_90" ]; then
  for tool in racecheck synccheck; do
    compute-sanitizer --tool $tool "$here"/bin/kiln_e2e "$here/ptx/kiln-sm_90" --kernels-only --only coop. \
      >"$logs/coop_$tool.log" 2>&1
    if [ $tool = racecheck ]; then clean="RACECHECK SUMMARY: 0 hazards displayed"; else clean="ERROR SUMMARY: 0 errors"; fi
    if grep -q "$clean" "$logs/coop_$tool.log" &&
       grep -qE '^[1-9][0-9]* passed, 0 failed$' "$logs/coop_$tool.log"; then
      passed=$((passed + 1)); echo "PASS cooperative groups $tool: clean"
    else
      failed=$((failed + 1)); echo "FAIL cooperative groups $tool:"
      grep -E "SUMMARY|Race reported|Barrier error|Invalid|FAIL|failed" "$logs/coop_$tool.log" | head -20
    fi
  done
fi
echo "== <cuda_fp16.h>/<cuda_bf16.h>: every function, nvcc with the toolkit's headers vs kilnc with Kiln's, bit for bit"
for arch in sm_80 sm_90; do
  if [ -f "$here/ptx/fp16/nvcc.$arch.ptx" ] && [ -f "$here/ptx/fp16/kilnc.$arch.ptx" ]; then
    "$here"/bin/kiln_fp16_diff "$here/ptx/fp16/nvcc.$arch.ptx" "$here/ptx/fp16/kilnc.$arch.ptx" >"$logs/fp16_diff_$arch.log" 2>&1
    grep -E '^(FAIL|fp16 diff)' "$logs/fp16_diff_$arch.log"; echo "$arch: $(tail -1 "$logs/fp16_diff_$arch.log")"
    count_e2e "$logs/fp16_diff_$arch.log"
  else
    failed=$((failed + 1)); echo "FAIL fp16 diff $arch: PTX missing (see ptx/kilnc-failures.txt)"
  fi
done
echo "== the README's host program on a kilnc bundle"
if "$here"/bin/vadd_host "$here/ptx/kiln-bundle/vadd.kbundle"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
echo "== examples/cmake-project, built against an installed Kiln (kiln_add_kernels, launcher headers)"
if "$here"/bin/saxpy_scale; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
echo "== Hopper async ops: TMA + mbarrier, cluster launch, multicast (test/e2e/tma, sm_90a)"
if [ -f "$here/tma/tma.kbundle" ] && "$here"/bin/kiln_tma_e2e "$here/tma/tma.kbundle" >"$logs/tma.log" 2>&1; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi
grep -E '^(PASS|FAIL)' "$logs/tma.log"
echo "== tile kernels (kilnc bundles for sm_80, sm_90 and sm_90a) against CPU references"
for arch in sm80 sm90 sm90a; do
  (cd "$here/tile" && "$here"/bin/kiln_tile_e2e $arch >"$logs/tile_$arch.log" 2>&1)
  grep -E '^FAIL' "$logs/tile_$arch.log"; echo "$arch: $(tail -1 "$logs/tile_$arch.log")"; count_e2e "$logs/tile_$arch.log"
done
# wgmma's 32/64-byte swizzle modes and single-block B (bench/tile/gemm_variants.cpp's small
# shapes), with 16-byte aligned rows (cp.async, n = 1000) and without (element loads, n = 1004).
for n in 1000 1004; do
  v=$here/tile/sweep/gemm_variants_sm90a.kbundle
  if "$here"/bin/gemm_sweep $n $v:gemm_64x64x16_w4:64:64 $v:gemm_128x64x32_w4:128:64 \
       $v:gemm_128x256x64_w8:128:256 >"$logs/gemm_small_$n.log" 2>&1; then
    passed=$((passed + 1)); echo "PASS wgmma GEMM shapes n=$n"
  else
    failed=$((failed + 1)); echo "FAIL wgmma GEMM shapes n=$n"; cat "$logs/gemm_small_$n.log"
  fi
done
[ "${KILN_COMPUTE_SANITIZER:-1}" = 0 ] || sanitizer_checks
# The sync corpus (sync-corpus/run.sh: kilnc vs nvcc results, racecheck, synccheck); skipped with
# KILN_SKIP_SYNC_CORPUS=1 (it can also be run on its own).
if [ -x "$here/sync-corpus/run.sh" ] && [ -z "${KILN_SKIP_SYNC_CORPUS:-}" ]; then
  OUT=$logs "$here/sync-corpus/run.sh" >"$logs/sync_corpus.log" 2>&1
  grep -vE '^[0-9]+ passed, [0-9]+ failed$' "$logs/sync_corpus.log"
  count_e2e "$logs/sync_corpus.log"
fi
# The benchmark; skipped with KILN_SKIP_BENCH=1 (a call that only checks correctness).
if [ -z "${KILN_SKIP_BENCH:-}" ]; then
  if [ -n "${KILN_PTX:-}" ]; then kiln_ptx=$KILN_PTX; else kiln_ptx=$here/ptx/nvcc; fi
  echo "== benchmark: kiln slot $kiln_ptx, nvcc slot $here/ptx/nvcc"
  "$here"/bin/kiln_bench --kiln "$kiln_ptx" --nvcc "$here/ptx/nvcc" ${KILN_BENCH_ARGS:-} 2>&1 | tee "$logs/bench.log"
  if [ "${PIPESTATUS[0]}" = 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL benchmark"
  fi
fi
# The real-style corpus (test/realcode): nvcc vs kilnc results and paired timings; skipped with
# KILN_SKIP_REALCODE=1.
if [ -d "$here/realcode" ] && [ -z "${KILN_SKIP_REALCODE:-}" ]; then
  echo "== realcode: the real-style corpus (test/realcode), nvcc and kilnc PTX for sm_90 on the same inputs, outputs compared, paired timings"
  grep PROBLEM "$here/realcode/compile.log"
  "$here"/bin/kiln_realcode run --src "$here/realcode/src" --nvcc "$here/realcode/nvcc" --kilnc "$here/realcode/kilnc" \
    --expected "$here/realcode/expected-failures.txt" ${KILN_REALCODE_ARGS:-} 2>&1 | tee "$logs/realcode.log"
  count_e2e "$logs/realcode.log"
  # KILN_REALCODE_SASS=1: both compilers' SASS of every corpus file (ptxas -O3 + cuobjdump, which
  # the build machine lacks) into $OUT/realcode-sass, for the codegen comparison.
  if [ -n "${KILN_REALCODE_SASS:-}" ] && command -v cuobjdump >/dev/null; then
    mkdir -p "$logs/realcode-sass"
    for ptx in "$here"/realcode/kilnc/*.ptx; do
      stem=$(basename "$ptx" .ptx)
      for c in nvcc kilnc; do
        ptxas -arch=sm_90 -O3 -v "$here/realcode/$c/$stem.ptx" -o "$logs/realcode-sass/$stem.$c.cubin" 2>"$logs/realcode-sass/$stem.$c.ptxas.txt" &&
          cuobjdump -sass "$logs/realcode-sass/$stem.$c.cubin" >"$logs/realcode-sass/$stem.$c.sass"
        rm -f "$logs/realcode-sass/$stem.$c.cubin"
      done
    done
    echo "realcode SASS: $(ls "$logs/realcode-sass" | grep -c '\.sass$') files in realcode-sass/"
  fi
fi
if [ -n "${KILN_TILE_BENCH:-}" ]; then
  echo "== tile benchmarks (same run as their anchors)"
  for arch in sm90 sm90a; do
    echo "-- $arch"
    (cd "$here/tile" && "$here"/bin/kiln_tile_e2e $arch --bench nvcc 2>&1 | grep -vE '^PASS' | tail -12)
  done
  (cd "$here/tile" && python3 tile_anchors.py 2>&1 | tail -8)
  # Attention forward (issue 15): the sm_90a and sm_80 bundles beside SDPA's flash and cuDNN
  # backends, correctness against float32 (bench/attention/attention_bench.py).
  (cd "$here/tile" && python3 attention_bench.py sm90a=sm90a/tile_attention.kbundle \
    sm80=sm80/tile_attention.kbundle 2>&1 | grep -vE '^PASS' | tail -40)
  # bf16 GEMM tile shapes of the pipelined lowerings (bench/tile/gemm_variants.cpp):
  # mma.sync (sm_90) and wgmma (sm_90a).
  for arch in sm90 sm90a; do
    v=$here/tile/sweep/gemm_variants_$arch.kbundle
    "$here"/bin/gemm_sweep 4096 $v:gemm_128x128x64_w8:128:128 $v:gemm_128x128x32_w8:128:128 \
      $v:gemm_128x128x32_w4:128:128 $v:gemm_128x256x64_w8:128:256 $v:gemm_256x128x64_w8:256:128 \
      $v:gemm_128x256x32_w8:128:256 $v:gemm_128x128x64_w4:128:128 | sed "s/^SWEEP /SWEEP $arch /"
  done
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
