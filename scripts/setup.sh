#!/usr/bin/env bash
# Installs what Kiln builds with, when missing: LLVM/MLIR/Clang 22 from
# Debian's packages, Ninja, ccache, CMake, GoogleTest. Then configures the
# build tree (default: build/; KILN_BUILD_DIR and KILN_CMAKE_ARGS choose
# another tree and its options, as scripts/test.sh --sanitize does). Safe to
# run again.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KILN_BUILD_DIR:-$root/build}

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22
          libclang-22-dev libclang-cpp22-dev ninja-build ccache cmake g++
          libgtest-dev python3 libclang-rt-22-dev python3-dev pybind11-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Optional: headless Chromium and Node render kilnc --report pages and query
# their DOM in test/Driver/report-chromium.test (lit feature `chromium`).
# Without apt, or when they cannot be installed, that test is skipped.
optional=()
for p in chromium nodejs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || optional+=("$p")
done
if ((${#optional[@]})); then
  if command -v apt-get >/dev/null && { [ -z "$sudo" ] || command -v sudo >/dev/null; } &&
     { ((${#missing[@]})) || $sudo apt-get update -qq; } &&
     DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${optional[@]}" >/dev/null; then
    echo "setup: installed ${optional[*]}"
  else
    echo "setup: note: ${optional[*]} not installed: test/Driver/report-chromium.test is skipped" >&2
  fi
fi

cuda=${CUDA_HOME:-/usr/local/cuda}
if [ ! -f "$cuda/include/cuda.h" ]; then
  echo "setup: note: $cuda/include/cuda.h not found: the runtime is not built" >&2
  runtime=OFF
else
  runtime=ON
fi
[ -x "$cuda/bin/ptxas" ] || echo "setup: note: no ptxas: PTX is not assembled by the tests" >&2
[ -f "$cuda/nvvm/libdevice/libdevice.10.bc" ] || echo "setup: note: no libdevice: math functions without an exact LLVM equivalent are refused" >&2

if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit -DKILN_BUILD_RUNTIME=$runtime \
    -DKILN_CUDA_ROOT="$cuda" ${KILN_CMAKE_ARGS:-} >/dev/null
fi
echo "setup: ready ($build)"
