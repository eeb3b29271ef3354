#!/bin/bash
# Runs on the GPU machine from the folder scripts/build-device-bundle.sh made (copied there as
# sync-corpus/run.sh; run.sh calls it, or run it alone). The sync corpus of issue 11
# (test/Analysis/sync-corpus), every kernel launched from its `// LAUNCH:` header by
# bin/kiln_corpus_run:
#   1. each correct kernel's kilnc build against its nvcc build (same inputs, every buffer
#      compared; a kernel kilnc rejects is a failure that names kilnc's first error);
#   2. compute-sanitizer racecheck and synccheck on the kilnc builds and, to check the corpus
#      itself, on the nvcc builds: all four at once in KILN_SYNC_CORPUS_SHARDS (3) processes
#      each, each file judged by whether a report names its kernel (or its source file);
#      unattributable reports fall back to one run per file; the markers below (sanitize_correct)
#      isolate or skip the files a sanitizer cannot judge;
#   3. (information, not counted; KILN_SYNC_CORPUS_WRONG=0 skips it) racecheck on the nvcc builds
#      of the wrong kernels that have a
#      LAUNCH line: which of the seeded races the sanitizer observes.
# Logs go to $OUT (or /tmp/kiln-logs). Ends with `N passed, M failed`; exits 1 on failures.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bundle=$(cd "$here/.." && pwd)
runner=$bundle/bin/kiln_corpus_run
export PATH="$PATH:/usr/local/cuda/bin"
logs=${OUT:-/tmp/kiln-logs}
mkdir -p "$logs"
passed=0 failed=0

count_line() {  # adds the `N passed, M failed` line of a kiln_corpus_run log
  local line
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -1)
  if [ -z "$line" ]; then failed=$((failed + 1)); echo "FAIL $(basename "$1"): no summary line"; tail -5 "$1"; return; fi
  passed=$((passed + ${line%% passed*})); failed=$((failed + $(echo "$line" | sed -E 's/.*, ([0-9]+) failed/\1/')))
}

# The sanitizer found something iff its summary line is missing or nonzero.
sanitizer_clean() {  # TOOL LOG
  if [ "$1" = racecheck ]; then grep -q "RACECHECK SUMMARY: 0 hazards displayed" "$2"
  else grep -qE "ERROR SUMMARY: 0 errors" "$2"; fi
}

# A correct file may carry, each with the reason found on the GPU (nvcc's build reported too):
#   // RACECHECK-FALSE-ALARM: why   racecheck reports it: noted, not counted
#   // SYNCCHECK-FALSE-ALARM: why   synccheck reports it; its report also aborts the kernel and
#                                   loses the context, so the file runs in a process of its own
#   // RACECHECK-HANGS: why         under racecheck it never finishes (a spin lock): not run there
marker() { sed -n "s|^// $1: ||p" "$here/correct/$2.cu" 2>/dev/null | head -1; }

# One compute-sanitizer process over FILES; writes LOG and LOG.result, one line per file:
# `PASS stem`, `FAIL stem` or `NOTE stem why` (a known false alarm that the sanitizer reported).
sanitize() {  # TOOL BUILD_DIR LOG FILES...
  local tool=$1 dir=$2 log=$3; shift 3
  local opts=(--tool "$tool" --print-limit 100000)
  [ "$tool" = racecheck ] && opts+=(--racecheck-report hazard)
  timeout "${KILN_SYNC_CORPUS_SANITIZER_TIMEOUT:-400}" compute-sanitizer "${opts[@]}" "$runner" --kiln "$dir" "$@" >"$log" 2>&1
  local clean=0; sanitizer_clean "$tool" "$log" && clean=1
  grep -E '^=========' "$log" | grep -vE 'COMPUTE-SANITIZER|SUMMARY' >"$log.reports"
  : >"$log.result"
  local attributed=0 stem name why
  while read -r _ stem name; do
    local ok=1 reported=0
    grep -qE "^PASS $stem(#[0-9]+)?$" "$log" || ok=0
    grep -qE "^FAIL $stem(#[0-9]+)?(:|$)" "$log" && ok=0
    if [ $clean = 0 ] && grep -qE "(\b$name\b|/$stem\.cu:)" "$log.reports"; then attributed=1 reported=1; fi
    why=""
    [ "$tool" = racecheck ] && why=$(marker RACECHECK-FALSE-ALARM "$stem")
    [ "$tool" = synccheck ] && why=$(marker SYNCCHECK-FALSE-ALARM "$stem")
    if [ $reported = 1 ] && [ -n "$why" ]; then echo "NOTE $stem $why" >>"$log.result"; continue; fi
    [ $reported = 1 ] && ok=0
    if [ $ok = 1 ]; then echo "PASS $stem" >>"$log.result"; else echo "FAIL $stem" >>"$log.result"; fi
  done < <(grep -E '^KERNEL ' "$log" | sort -u -k2,2)
  if [ $clean = 0 ] && [ $attributed = 0 ] && [ $# -gt 1 ]; then
    # Reports that name no corpus kernel: judge each file in a run of its own.
    : >"$log.result"
    local f
    for f in "$@"; do sanitize "$tool" "$dir" "$log.$(basename "$f" .cu)" "$f"; cat "$log.$(basename "$f" .cu).result" >>"$log.result"; done
  fi
  [ -s "$log.result" ] || echo "FAIL $(basename "$log"): no kernel ran" >>"$log.result"
}

# Every (tool, build) pair over the correct files at once, each in KILN_SYNC_CORPUS_SHARDS
# interleaved shards (compute-sanitizer is slow: one process per pair outlasted a 570 s call),
# files with SYNCCHECK-FALSE-ALARM in processes of their own, RACECHECK-HANGS files left out of
# racecheck. Adds to passed/failed and prints one line per pair.
sanitize_correct() {
  local shards=${KILN_SYNC_CORPUS_SHARDS:-3} files=("$here"/correct/*.cu) build tool s f stem
  local pids=()
  for build in kilnc nvcc; do
    for tool in racecheck synccheck; do
      local shared=() alone=()
      for f in "${files[@]}"; do
        stem=$(basename "$f" .cu)
        if [ $tool = racecheck ] && [ -n "$(marker RACECHECK-HANGS "$stem")" ]; then
          echo "note: racecheck $build: $stem not run: $(marker RACECHECK-HANGS "$stem")"; continue
        fi
        if [ $tool = synccheck ] && [ -n "$(marker SYNCCHECK-FALSE-ALARM "$stem")" ]; then alone+=("$f"); else shared+=("$f"); fi
      done
      for ((s = 0; s < shards; s++)); do
        local part=()
        for ((i = s; i < ${#shared[@]}; i += shards)); do part+=("${shared[i]}"); done
        ((${#part[@]})) && { sanitize $tool "$here/$build" "$logs/corpus_${tool}_${build}_$s.log" "${part[@]}" & pids+=($!); }
      done
      for f in "${alone[@]}"; do
        sanitize $tool "$here/$build" "$logs/corpus_${tool}_${build}_$(basename "$f" .cu).log" "$f" & pids+=($!)
      done
    done
  done
  wait "${pids[@]}"
  for build in kilnc nvcc; do
    for tool in racecheck synccheck; do
      local results=$(cat "$logs"/corpus_${tool}_${build}_*.log.result 2>/dev/null)
      local p=$(grep -c '^PASS' <<<"$results") fl=$(grep -c '^FAIL' <<<"$results") n=$(grep -c '^NOTE' <<<"$results")
      passed=$((passed + p)); failed=$((failed + fl))
      echo "$tool $build: $p clean, $fl not clean$( ((fl)) && echo " ($(grep '^FAIL' <<<"$results" | cut -d' ' -f2 | tr '\n' ' '))"), $n known false alarms"
      grep '^NOTE' <<<"$results" | sed "s/^NOTE \([^ ]*\) /note: $tool $build reports \1, a known false alarm: /"
    done
  done
}

echo "== sync corpus: kilnc builds of the correct kernels against nvcc builds"
"$runner" --kiln "$here/kilnc" --ref "$here/nvcc" "$here"/correct/*.cu >"$logs/corpus_diff.log" 2>&1
grep -E '^FAIL' "$logs/corpus_diff.log"
echo "kilnc vs nvcc: $(tail -1 "$logs/corpus_diff.log")"
count_line "$logs/corpus_diff.log"

if command -v compute-sanitizer >/dev/null; then
  echo "== sync corpus: compute-sanitizer on the correct kernels (kilnc and nvcc builds)"
  sanitize_correct
  # KILN_SYNC_CORPUS_WRONG=0 leaves this step out: it is information only, and on its own it
  # outlasted a 240 s device budget (2026-12-02), which cost the run its summary line.
  if [ "${KILN_SYNC_CORPUS_WRONG:-1}" != 0 ]; then
    echo "== sync corpus: racecheck on the wrong kernels (nvcc builds; information, not counted)"
    sanitize racecheck "$here/nvcc-wrong" "$logs/corpus_racecheck_wrong.log" "$here"/wrong/*.cu
    r=$(cat "$logs/corpus_racecheck_wrong.log.result")
    echo "racecheck reported the seeded race in $(grep -c '^FAIL' <<<"$r") of $(grep -c . <<<"$r") wrong kernels; not in: $(grep '^PASS' <<<"$r" | cut -d' ' -f2 | tr '\n' ' ')"
  fi
else
  echo "compute-sanitizer not found: sanitizer steps skipped"
  failed=$((failed + 1))
fi
echo "sync corpus: $passed passed, $failed failed ($SECONDS s)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
