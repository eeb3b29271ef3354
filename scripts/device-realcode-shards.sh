#!/bin/bash
# Runs on the GPU machine from the device bundle (devpkg/): the real-style corpus's correctness
# (nvcc vs kilnc outputs) in S concurrent kiln_realcode processes over disjoint shards of the
# files, so that all of it fits one device call. Timings printed under concurrency mean nothing:
# time a subset alone (`kiln_realcode run ... --only a,b --reps N`). Logs go to $OUT.
# usage: device-realcode-shards.sh BUNDLE_DIR [SHARDS]      ends with `N passed, M failed`
set -u
bundle=$(cd "${1:?usage: device-realcode-shards.sh BUNDLE_DIR [SHARDS]}" && pwd) shards=${2:-4}
logs=${OUT:-/tmp/kiln-logs}
mkdir -p "$logs"
mapfile -t stems < <(ls "$bundle/realcode/src" | sed -n 's/\.cu$//p' | sort)
for ((s = 0; s < shards; s++)); do
  only=$(for ((i = s; i < ${#stems[@]}; i += shards)); do printf '%s,' "${stems[i]}"; done)
  "$bundle/bin/kiln_realcode" run --src "$bundle/realcode/src" --nvcc "$bundle/realcode/nvcc" \
    --kilnc "$bundle/realcode/kilnc" --expected "$bundle/realcode/expected-failures.txt" --reps 1 \
    --only "${only%,}" >"$logs/realcode_shard$s.log" 2>&1 &
done
wait
passed=0 failed=0
for ((s = 0; s < shards; s++)); do
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$logs/realcode_shard$s.log" | tail -1)
  if [ -z "$line" ]; then echo "shard $s: no summary line"; tail -3 "$logs/realcode_shard$s.log"; failed=$((failed + 1)); continue; fi
  passed=$((passed + ${line%% passed*})); failed=$((failed + $(echo "$line" | sed -E 's/.*, ([0-9]+) failed/\1/')))
  grep -E 'FAIL' "$logs/realcode_shard$s.log"
done
echo "$passed passed, $failed failed"
