#!/bin/bash
# On the GPU machine: builds the Python binding from the runtime sources alone (no LLVM/MLIR; its
# python3, pybind11, cmake, ninja and CUDA toolkit), then runs the no-GPU tests, the GPU tests
# against torch, the example and the launch-overhead comparison. The bundles come from this
# machine's kilnc: scripts/build-device-bundle.sh writes them to devpkg/python.
# usage: python/tests/gpu/run_on_device.sh [BUNDLE_DIR]     (default: devpkg/python)
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
bundles=$(cd "${1:-$root/devpkg/python}" && pwd)
build=${KILN_PYTHON_BUILD:-$root/build-python}
python=${PYTHON:-python3}
cmake -S "$root/python" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DPython3_EXECUTABLE="$(command -v "$python")" -Dpybind11_DIR="$("$python" -m pybind11 --cmakedir)" >/dev/null
ninja -C "$build" kiln_python_runtime kiln_launch_cpp >/dev/null
export PYTHONPATH=$build/python
status=0
"$python" "$root/python/tests/test_nogpu.py" || status=1
"$python" "$root/python/tests/gpu/test_gpu.py" "$bundles" || status=1
"$python" "$root/python/examples/softmax_gemm.py" "$bundles" || status=1
"$python" "$root/python/tests/gpu/launch_overhead.py" "$bundles" "$build/kiln_launch_cpp" || status=1
echo "run_on_device: $([ $status = 0 ] && echo PASS || echo FAIL)"
exit $status
