#!/bin/bash
# One device call for everything a session owes (written in the twenty-sixth session, when GPU
# starts were scarce; extra inputs under devB/ are optional: fz, fzt generated kernels, c31 new
# realcode files, p31 another kilnc's PTX of some realcode files): nvcc PTX on 16 cores,
# then correctness side by side (run.sh, generated kernels), then timings alone until ~570 s:
# perf31's PTX against HEAD's, then the whole real-style corpus (kilnc vs nvcc, 7 pairs each).
set -u
cd "$(dirname "$0")/.."
[ -d devpkg ] || tar xzf devpkg.tgz
O=${OUT:-/tmp/out}; mkdir -p "$O"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/gpu.txt"
[ -n "$(ls devpkg/realcode/nvcc/*.ptx 2>/dev/null | head -1)" ] || { time devpkg/nvcc-ptx.sh 16 >"$O/nvcc-ptx.log" 2>&1; tail -3 "$O/nvcc-ptx.log"; }
echo "phase A at ${SECONDS}s"
( OUT=$O/runsh KILN_COMPUTE_SANITIZER=0 KILN_SKIP_REALCODE=1 KILN_BENCH_ARGS=--quick KILN_SYNC_CORPUS_WRONG=0 \
  KILN_SYNC_CORPUS_SHARDS=4 timeout 300 devpkg/run.sh >"$O/runsh.log" 2>&1; echo "RUNSH_RC $?" >>"$O/runsh.log" ) &
( for d in fz fzt; do
    [ -d devB/$d/src ] || continue
    devpkg/bin/kiln_realcode run --src devB/$d/src --nvcc devB/$d/nvcc --kilnc devB/$d/kilnc --reps 1 >"$O/$d.log" 2>&1
  done ) &
wait
echo "== run.sh"; grep -E "passed, .* failed|FAIL" "$O/runsh.log" | tail -25; tail -1 "$O/runsh.log"
for d in fz fzt; do [ -f "$O/$d.log" ] || continue; echo "== $d: $(grep -c PASS "$O/$d.log") pass"; grep FAIL "$O/$d.log" | cut -c1-700; done
# compat31's 22 new realcode files and vkfft (now compiled): nvcc here, then the harness.
if [ -d devB/c31/src ]; then
mkdir -p devB/c31/nvcc
ls devB/c31/src | sed 's/\.cu$//' | xargs -P 16 -I{} nvcc -O3 -arch=sm_90 -ptx devB/c31/src/{}.cu -o devB/c31/nvcc/{}.ptx
devpkg/bin/kiln_realcode run --src devB/c31/src --nvcc devB/c31/nvcc --kilnc devB/c31/kilnc --reps 5 >"$O/c31.log" 2>&1
echo "== compat31 files"; tail -28 "$O/c31.log"
fi
echo "phase B at ${SECONDS}s"
[ -d devB/p31/src ] && devpkg/bin/kiln_realcode run --src devB/p31/src --nvcc devpkg/realcode/kilnc --kilnc devB/p31/kilnc --reps 15 >"$O/p31.log" 2>&1
echo "== perf31 vs HEAD (nvcc slot = HEAD)"; tail -40 "$O/p31.log"
left=$((${CALL_LIMIT:-575} - SECONDS))
timeout $left devpkg/bin/kiln_realcode run --src devpkg/realcode/src --nvcc devpkg/realcode/nvcc --kilnc devpkg/realcode/kilnc \
  --expected devpkg/realcode/expected-failures.txt --reps 7 >"$O/timed.log" 2>&1
echo "== realcode timed ($(grep -cE ' (PASS|FAIL|XFAIL) ' "$O/timed.log") files in ${left}s)"; grep -E "FAIL" "$O/timed.log" | grep -v XFAIL | cut -c1-300; tail -3 "$O/timed.log"
