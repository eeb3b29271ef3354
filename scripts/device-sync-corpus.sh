#!/bin/bash
# Runs on the GPU machine from the folder scripts/build-device-bundle.sh made (copied there as
# sync-corpus/run.sh; run.sh calls it, or run it alone). The sync corpus of issue 11
# (test/Analysis/sync-corpus), every kernel launched from its `// LAUNCH:` header by
# bin/kiln_corpus_run:
#   1. each correct kernel's kilnc build against its nvcc build (same inputs, every buffer
#      compared; a kernel kilnc rejects is a failure that names kilnc's first error);
#   2. compute-sanitizer racecheck and synccheck on the kilnc builds and, to check the corpus
#      itself, on the nvcc builds: one process per tool and build, each file judged by whether
#      a report names its kernel (or its source file); unattributable reports fall back to one
#      run per file;
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

sanitize() {  # TOOL BUILD_DIR LABEL FILES... -> sets s_pass/s_fail and the lists s_good/s_bad
  local tool=$1 dir=$2 label=$3; shift 3
  local log="$logs/corpus_${tool}_${label}.log" opts=(--tool "$tool" --print-limit 100000)
  [ "$tool" = racecheck ] && opts+=(--racecheck-report hazard)
  timeout 300 compute-sanitizer "${opts[@]}" "$runner" --kiln "$dir" "$@" >"$log" 2>&1
  local clean=0; sanitizer_clean "$tool" "$log" && clean=1
  grep -E '^=========' "$log" | grep -vE 'COMPUTE-SANITIZER|SUMMARY' >"$log.reports"
  s_pass=0 s_fail=0 s_good="" s_bad=""
  local attributed=0 stem name
  while read -r _ stem name; do
    local ok=1
    grep -qE "^PASS $stem(#[0-9]+)?$" "$log" || ok=0
    grep -qE "^FAIL $stem(#[0-9]+)?(:|$)" "$log" && ok=0
    if [ $clean = 0 ] && grep -qE "(\b$name\b|/$stem\.cu:)" "$log.reports"; then
      attributed=1
      # A correct kernel whose file names racecheck's known false alarm on it (a line
      # `// RACECHECK-FALSE-ALARM: why`): reported, not counted as a failure.
      why=$(sed -n 's|^// RACECHECK-FALSE-ALARM: ||p' "$here/correct/$stem.cu" 2>/dev/null | head -1)
      if [ "$tool" = racecheck ] && [ -n "$why" ]; then
        echo "note: racecheck reports $stem, a known false alarm: $why"
      else
        ok=0
      fi
    fi
    if [ $ok = 1 ]; then s_pass=$((s_pass + 1)); s_good="$s_good $stem"; else s_fail=$((s_fail + 1)); s_bad="$s_bad $stem"; fi
  done < <(grep -E '^KERNEL ' "$log" | sort -u -k2,2)
  if [ $clean = 0 ] && [ $attributed = 0 ]; then
    # Reports that name no corpus kernel: judge each file in a run of its own.
    s_pass=0 s_fail=0 s_good="" s_bad=""
    while read -r _ stem name; do
      timeout 120 compute-sanitizer "${opts[@]}" "$runner" --kiln "$dir" --only "$stem" "$@" >"$log.$stem" 2>&1
      if sanitizer_clean "$tool" "$log.$stem" && grep -qE "^PASS $stem" "$log.$stem"; then
        s_pass=$((s_pass + 1)); s_good="$s_good $stem"
      else s_fail=$((s_fail + 1)); s_bad="$s_bad $stem"; fi
    done < <(grep -E '^KERNEL ' "$log" | sort -u -k2,2)
  fi
}

echo "== sync corpus: kilnc builds of the correct kernels against nvcc builds"
"$runner" --kiln "$here/kilnc" --ref "$here/nvcc" "$here"/correct/*.cu >"$logs/corpus_diff.log" 2>&1
grep -E '^FAIL' "$logs/corpus_diff.log"
echo "kilnc vs nvcc: $(tail -1 "$logs/corpus_diff.log")"
count_line "$logs/corpus_diff.log"

if command -v compute-sanitizer >/dev/null; then
  echo "== sync corpus: compute-sanitizer on the correct kernels (kilnc builds, then nvcc builds)"
  for build in kilnc nvcc; do
    for tool in racecheck synccheck; do
      sanitize "$tool" "$here/$build" "$build" "$here"/correct/*.cu
      passed=$((passed + s_pass)); failed=$((failed + s_fail))
      echo "$tool $build: $s_pass clean, $s_fail not clean${s_bad:+ (}${s_bad# }${s_bad:+)}"
    done
  done
  # KILN_SYNC_CORPUS_WRONG=0 leaves this step out: it is information only, and on its own it
  # outlasted a 240 s device budget (2026-12-02), which cost the run its summary line.
  if [ "${KILN_SYNC_CORPUS_WRONG:-1}" != 0 ]; then
    echo "== sync corpus: racecheck on the wrong kernels (nvcc builds; information, not counted)"
    sanitize racecheck "$here/nvcc-wrong" wrong "$here"/wrong/*.cu
    echo "racecheck reported the seeded race in $s_fail of $((s_pass + s_fail)) wrong kernels${s_good:+; not in:$s_good}"
  fi
else
  echo "compute-sanitizer not found: sanitizer steps skipped"
  failed=$((failed + 1))
fi
echo "sync corpus: $passed passed, $failed failed ($SECONDS s)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
