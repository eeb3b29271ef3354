#!/usr/bin/env bash
# The main job: sets up, builds kilnc, compiles every example kernel for every
# supported target and prints a table (kernel, target, PTX ISA, PTX size,
# ptxas registers/spills when ptxas exists). Where a GPU exists it also runs
# the end-to-end tests.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KILN_BUILD_DIR:-$root/build}
"$root/scripts/setup.sh" || exit 1
ninja -C "$build" kilnc || exit 1

kilnc="$build/bin/kilnc"
cuda=${CUDA_HOME:-/usr/local/cuda}
ptxas=$(command -v ptxas || echo "$cuda/bin/ptxas")
[ -x "$ptxas" ] || ptxas=""
targets="sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 sm_100a sm_120 sm_120a"
out="$build/examples"
mkdir -p "$out"

printf '%-28s %-8s %-4s %9s %5s %6s\n' kernel-file target ptx bytes regs spills
failures=0
for src in "$root"/examples/*.cu "$root"/examples/*.cpp; do
  [ -e "$src" ] || continue
  name=$(basename "${src%.*}")
  for t in $targets; do
    ptx="$out/$name.$t.ptx"
    if ! "$kilnc" "$src" --arch="$t" -o "$ptx" 2>"$out/$name.$t.err"; then
      printf '%-28s %-8s %s\n' "$name" "$t" "COMPILE FAILED (see $out/$name.$t.err)"
      failures=$((failures + 1)); continue
    fi
    version=$(awk '/^\.version/{print $2; exit}' "$ptx")
    size=$(wc -c <"$ptx")
    regs="-"; spills="-"
    if [ -n "$ptxas" ]; then
      if info=$("$ptxas" -arch="$t" -v "$ptx" -o /dev/null 2>&1); then
        regs=$(echo "$info" | grep -o 'Used [0-9]* registers' | awk '{print $2}' | sort -n | tail -1)
        spills=$(echo "$info" | grep -o '[0-9]* bytes spill stores' | awk '{s+=$1} END {print s+0}')
      else
        regs="PTXAS"; spills="FAILED"; failures=$((failures + 1))
        echo "$info" >"$out/$name.$t.ptxas.err"
      fi
    fi
    printf '%-28s %-8s %-4s %9s %5s %6s\n' "$name" "$t" "$version" "$size" "${regs:--}" "$spills"
  done
done

if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  echo "GPU found: running the end-to-end tests"
  bash "$root/scripts/build-device-bundle.sh" "$build/devpkg" && bash "$build/devpkg/run.sh" || failures=$((failures + 1))
else
  echo "no GPU here: end-to-end tests not run (scripts/build-device-bundle.sh + run.sh on a GPU machine)"
fi
[ "$failures" = 0 ] && echo "main job: all examples compiled for every target" || echo "main job: $failures failures"
exit $((failures > 0))
