#!/bin/bash
# Compiles every corpus file with kilnc (sm_90; the PTX through ptxas) and, when NVCC is given, with
# `nvcc -ptx -arch=sm_90 -O3`, holding kilnc's failures against expected-failures.txt: a listed
# file that compiles, a listed file failing with another first error, and an unlisted failure are
# each a problem, as is an nvcc failure. Writes OUT/kilnc/STEM.ptx (or STEM.error) and
# OUT/nvcc/STEM.ptx. Ends with `realcode: ... N problems`; exit 1 when N > 0.
# usage: check-compiles.sh KILNC PTXAS OUT [NVCC]      (KILN_JOBS=N: N files at once)
set -u
kilnc=${1:?usage: check-compiles.sh KILNC PTXAS OUT [NVCC]} ptxas=${2:?} out=${3:?} nvcc=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
list=$here/expected-failures.txt
mkdir -p "$out/kilnc" "$out/nvcc"
files=0 compiled=0 xfail=0 problems=0
problem() { echo "PROBLEM $1"; problems=$((problems + 1)); }
expected_text() { awk -F'|' -v f="$1" '$1 ~ "^[ \t]*"f"[ \t]*$" { sub(/^[ \t]+/, "", $3); sub(/[ \t]+$/, "", $3); print $3 }' "$list"; }

# Every listed file must exist.
while IFS='|' read -r name _; do
  name=$(echo "$name" | tr -d ' \t')
  case "$name" in ''|'#'*) continue ;; esac
  [ -f "$here/$name" ] || problem "$name is listed in expected-failures.txt but there is no such file"
done <"$list"

# One file: nvcc (when given), kilnc, ptxas. Leaves OUT/status/STEM: nvcc's first error (or an
# empty line), then kilnc's (or ptxas') first error (or nothing). KILN_JOBS files at once.
build_one() {
  local src=$1 stem err="" nvcc_err=""
  stem=$(basename "$src" .cu)
  if [ -n "$nvcc" ] && ! "$nvcc" -ptx -arch=sm_90 -O3 "$src" -o "$out/nvcc/$stem.ptx" >"$out/nvcc/$stem.log" 2>&1; then
    nvcc_err="nvcc does not compile it: $(grep -m1 error "$out/nvcc/$stem.log")"
  fi
  if ! "$kilnc" --arch=sm_90 "$src" -o "$out/kilnc/$stem.ptx" 2>"$out/kilnc/$stem.error"; then
    err=$(grep -m1 -E '(error|fatal error):' "$out/kilnc/$stem.error")
    [ -n "$err" ] || err="kilnc failed without an error line: $(head -1 "$out/kilnc/$stem.error")"
    rm -f "$out/kilnc/$stem.ptx"
  elif ! "$ptxas" -arch=sm_90 "$out/kilnc/$stem.ptx" -o /dev/null 2>"$out/kilnc/$stem.ptxas.log"; then
    err="ptxas: $(head -1 "$out/kilnc/$stem.ptxas.log")"
    echo "$err" >"$out/kilnc/$stem.error"
    rm -f "$out/kilnc/$stem.ptx"
  else
    rm -f "$out/kilnc/$stem.error" "$out/kilnc/$stem.ptxas.log"
  fi
  printf '%s\n%s\n' "$nvcc_err" "$err" >"$out/status/$stem"
}
export -f build_one
export kilnc ptxas out nvcc
mkdir -p "$out/status"
printf '%s\0' "$here"/*.cu | xargs -0 -n 1 -P "${KILN_JOBS:-1}" bash -c 'build_one "$0"'

for src in "$here"/*.cu; do
  f=$(basename "$src") stem=$(basename "$src" .cu)
  files=$((files + 1))
  { IFS= read -r nvcc_err; IFS= read -r err; } <"$out/status/$stem"
  [ -z "$nvcc_err" ] || problem "$f: $nvcc_err"
  want=$(expected_text "$f")
  if [ -z "$err" ]; then
    compiled=$((compiled + 1))
    if [ -n "$want" ]; then problem "$f compiles now: remove it from expected-failures.txt"; else echo "OK      $f"; fi
  elif [ -z "$want" ]; then
    problem "$f: kilnc fails and it is not in expected-failures.txt: $err"
  elif [[ "$err" != *"$want"* ]]; then
    problem "$f fails for another reason now (update expected-failures.txt): $err"
  else
    xfail=$((xfail + 1))
    echo "XFAIL   $f: $err"
  fi
done
rm -rf "$out/status"
echo "realcode: $files files, $compiled compile with kilnc and pass ptxas, $xfail expected failures, $problems problems"
[ "$problems" = 0 ]
