#!/usr/bin/env bash
# Compile speed: kilnc vs nvcc -ptx on the same kernel files.
#
#   bench/compile_speed.sh [-n RUNS] [-a ARCH] [-c] FILE...
#
# Runs `kilnc FILE --arch=ARCH -o /dev/null` and `nvcc -ptx -arch=ARCH FILE`
# RUNS times each (default 10; hyperfine when installed, else a bash loop),
# and prints the median wall time of each and the ratio kilnc/nvcc. .mlir
# files are compiled by kilnc only. The issue's target: ratio <= 0.20.
# -c: CPU time (user + system, the compiler's subprocesses included) instead
# of wall time: on a machine other jobs load, wall time measures the load.
#
# Environment: KILNC (default: build/bin/kilnc next to this script's repo),
# NVCC (default: nvcc on PATH, else /usr/local/cuda/bin/nvcc), KILNC_BEFORE
# (another kilnc, timed right after KILNC on each file: two more columns,
# its time and ratio, for a before/after table from one run).
set -euo pipefail

runs=10
arch=sm_90
cpu=0
while getopts "n:a:ch" opt; do
  case $opt in
    n) runs=$OPTARG ;;
    a) arch=$OPTARG ;;
    c) cpu=1 ;;
    *) sed -n '2,16p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,16p' "$0"; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
kilnc=${KILNC:-$root/build/bin/kilnc}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
[ -x "$kilnc" ] || { echo "no kilnc at $kilnc (build it, or set KILNC)" >&2; exit 1; }
have_nvcc=1; [ -x "$nvcc" ] || have_nvcc=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# cpu_us CMD...: the user + system CPU time of CMD and the children it
# waited for, in microseconds; fails as CMD does.
cpu_us() {
  python3 -c 'import resource, subprocess, sys
t = lambda: (lambda r: r.ru_utime + r.ru_stime)(resource.getrusage(resource.RUSAGE_CHILDREN))
t0 = t()
rc = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(round((t() - t0) * 1e6))
sys.exit(rc)' "$@"
}

# median_ms CMD...: median wall (or with -c CPU) time of RUNS runs, in milliseconds.
median_ms() {
  if [ $cpu = 0 ] && command -v hyperfine >/dev/null; then
    hyperfine --runs "$runs" --warmup 1 --style none --export-json "$tmp/h.json" \
      -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json,sys; print("%.1f" % (json.load(open(sys.argv[1]))["results"][0]["median"]*1000))' "$tmp/h.json"
    return
  fi
  "$@" >/dev/null 2>&1 || true # warm-up (page cache)
  local times=()
  for _ in $(seq "$runs"); do
    if [ $cpu = 1 ]; then
      local us
      us=$(cpu_us "$@") || { echo "failed: $*" >&2; echo nan; return; }
      times+=("$us")
      continue
    fi
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; echo nan; return; }
    t1=$(date +%s%N)
    times+=($(( (t1 - t0) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {
    m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f\n", m/1000 }'
}

what=wall; [ $cpu = 1 ] && what=CPU
before=${KILNC_BEFORE:-}
extra() { [ -n "$before" ] && printf " %12s %8s" "$@"; true; }
ratio() { awk -v k="$1" -v n="$2" 'BEGIN { if (n > 0) printf "%.3f", k / n; else print "-" }'; }
printf "%-40s %12s %12s %8s" "file ($arch, $what, median of $runs)" "kilnc ms" "nvcc ms" "ratio"
extra "before ms" "ratio"; echo
for f in "$@"; do
  k=$(median_ms "$kilnc" "$f" --arch="$arch" -o "$tmp/k.ptx")
  b=-; [ -n "$before" ] && b=$(median_ms "$before" "$f" --arch="$arch" -o "$tmp/b.ptx")
  n=-; r=-; rb=-
  case $f in
    *.cu)
      if [ $have_nvcc = 1 ]; then
        n=$(median_ms "$nvcc" -ptx -arch="$arch" "$f" -o "$tmp/n.ptx")
        r=$(ratio "$k" "$n"); rb=$(ratio "$b" "$n")
      fi ;;
  esac
  printf "%-40s %12s %12s %8s" "$(basename "$f")" "$k" "$n" "$r"
  extra "$b" "$rb"; echo
done
