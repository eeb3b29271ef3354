#!/bin/bash
# Stands in for kilnc in scripts' tests: writes its argument list to the -o file; refuses any
# source whose name contains FAKE_KILNC_REFUSE.
out=
for ((i = 1; i <= $#; i++)); do [ "${!i}" = -o ] && { j=$((i + 1)); out=${!j}; }; done
case "$*" in *"${FAKE_KILNC_REFUSE:-@none@}"*) echo "error: refused" >&2; exit 1;; esac
echo "$*" >"$out"
