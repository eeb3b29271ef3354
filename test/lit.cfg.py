# Kiln's lit configuration: FileCheck tests of every stage, plus GPU tests
# (e2e/) that run only where a GPU exists (feature `gpu`).
import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config

config.name = "Kiln"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".cu", ".cpp", ".test"]
config.excludes = ["Inputs", "unit", "support", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "e2e-support"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kiln_binary_dir, "test")
config.environment["FILECHECK_OPTS"] = "--enable-var-scope"

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.kiln_tools_dir, append_path=True)
config.substitutions.append(("%kiln_src", config.kiln_source_dir))
config.substitutions.append(("%kiln_bin", config.kiln_binary_dir))

tools = ["kiln-opt", "kilnc", "kiln-header-api", "FileCheck", "not", "count", "split-file"]
llvm_config.add_tool_substitutions(
    [t for t in tools if shutil.which(t, path=config.kiln_tools_dir + os.pathsep + config.llvm_tools_dir)],
    [config.kiln_tools_dir, config.llvm_tools_dir])

# `kilnc`: kilnc is built. scripts/test.sh --sanitize-passes builds kiln-opt without it and
# passes --param kilnc=0, so a kilnc left from an earlier build of that tree is not used.
if lit_config.params.get("kilnc", "1") != "0" and \
        os.path.exists(os.path.join(config.kiln_tools_dir, "kilnc")):
    config.available_features.add("kilnc")

# `reference-kiln-opt`: --param reference_kiln_opt=<kiln-opt of another build> (scripts/test.sh
# --sanitize and --sanitize-passes pass the GCC-built build/bin/kiln-opt to the clang-built tree):
# test/Conversion/same-output-across-host-compilers.test requires both to print the same output.
reference_kiln_opt = lit_config.params.get("reference_kiln_opt", "")
if reference_kiln_opt and os.access(reference_kiln_opt, os.X_OK):
    config.available_features.add("reference-kiln-opt")
    config.substitutions.append(("%reference_kiln_opt", reference_kiln_opt))

# `sanitize`: the tools are built with sanitizers (scripts/test.sh --sanitize),
# which makes them several times slower: the compile-time budgets do not apply.
if getattr(config, "kiln_sanitize", ""):
    config.available_features.add("sanitize")
# `static-mlir-kilnc`: kilnc links MLIR's static archives (KILN_KILNC_STATIC_MLIR, the default).
if getattr(config, "kiln_static_mlir", "") in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("static-mlir-kilnc")
# `cmake-package`: the runtime is built and cmake and ninja are here, so test/Packaging can
# install Kiln and build examples/cmake-project against it.
if getattr(config, "kiln_build_runtime", "") in ("ON", "1", "TRUE", "YES") and \
        shutil.which("cmake") and shutil.which("ninja"):
    config.available_features.add("cmake-package")
if shutil.which("dpkg-deb"):
    config.available_features.add("dpkg-deb")
if shutil.which("dpkg-shlibdeps"):
    config.available_features.add("dpkg-shlibdeps")
# `debian12-root`: $KILN_DEBIAN12_ROOT names a clean Debian 12 root tarball
# (scripts/make-debian12-root.sh) and this runs as root, so test/Packaging/deb-install.test can
# chroot into a copy of it and install the .deb with apt-get (%debian12_root).
debian12_root = os.environ.get("KILN_DEBIAN12_ROOT", "")
if debian12_root and os.path.isfile(debian12_root) and os.geteuid() == 0 and \
        shutil.which("chroot") and shutil.which("cpack"):
    config.available_features.add("debian12-root")
    config.substitutions.append(("%debian12_root", debian12_root))
# `ccache`: test/Packaging/ccache-launcher.test builds kernels with ccache as kilnc's launcher.
if shutil.which("ccache"):
    config.available_features.add("ccache")
# `%as_limit`: the 2 GiB address-space limit of the memory-budget tests. ASan
# reserves terabytes of shadow address space up front, so under `sanitize` the
# limit is lifted (the tests still run, for ASan's checks, just not the budget).
config.substitutions.append(
    ("%as_limit", "--as=unlimited" if getattr(config, "kiln_sanitize", "") else "--as=2147483648"))

# `ptxas`: every PTX a test produces is also assembled for its target.
if config.ptxas and os.path.exists(config.ptxas):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))

# `chromium`: Debian's headless Chromium and a Node.js with WebSocket (built in
# from Node 22, behind a flag in 20) render kilnc --report pages and query
# their DOM over the DevTools protocol (test/Driver/report-chromium.test).
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
node = shutil.which("node")
if chromium and node:
    import subprocess
    probe = "process.exit(typeof WebSocket === 'function' ? 0 : 1)"
    for flags in ([], ["--experimental-websocket"]):
        try:
            ok = subprocess.run([node] + flags + ["-e", probe], timeout=30).returncode == 0
        except (OSError, subprocess.SubprocessError):
            ok = False
        if ok:
            config.available_features.add("chromium")
            config.substitutions.append(("%chromium", chromium))
            config.substitutions.append(("%node", " ".join([node] + flags)))
            break

# `nvcc`: the CUDA-spelling examples must also compile with nvcc -ptx.
nvcc = shutil.which("nvcc", path="/usr/local/cuda/bin" + os.pathsep + os.environ.get("PATH", ""))
if nvcc:
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))

# `clangd`: Debian's clangd-22 (test/Driver/MJ.test checks kilnc -MJ's entries with clangd --check).
clangd = shutil.which("clangd", path=config.llvm_tools_dir + os.pathsep + "/usr/lib/llvm-22/bin")
if clangd:
    config.available_features.add("clangd")
    config.substitutions.append(("%clangd", clangd))

# `gpu`: a CUDA driver and a device are present (never on CI's machines).
def _has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        return subprocess.run([smi, "-L"], capture_output=True, timeout=20).returncode == 0
    except Exception:
        return False

if _has_gpu():
    config.available_features.add("gpu")

# `compute-sanitizer`: racecheck for the --auto-sync corpus on the GPU machine.
sanitizer = shutil.which("compute-sanitizer", path="/usr/local/cuda/bin" + os.pathsep + os.environ.get("PATH", ""))
if sanitizer:
    config.available_features.add("compute-sanitizer")

# `libdevice`: the CUDA toolkit's libdevice.10.bc, for the math functions.
if os.path.exists("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"):
    config.available_features.add("libdevice")

# `cuda-headers`: cuda.h, for compiling host code against the runtime's headers.
if os.path.exists("/usr/local/cuda/include/cuda.h"):
    config.available_features.add("cuda-headers")
    config.substitutions.append(("%cuda_include", "/usr/local/cuda/include"))

# `cuda-fp16-headers`: the toolkit's <cuda_fp16.h>/<cuda_bf16.h> and clang++ to parse them with
# (test/Headers compares their API with Kiln's).
clangxx = os.path.join(config.llvm_tools_dir, "clang++")
# `host-cxx`: a host C++ compiler, for header tests that run host programs.
if os.path.exists(clangxx):
    config.available_features.add("host-cxx")
    config.substitutions.append(("%host_cxx", clangxx))
# `gcc-omp-header`: the host GCC's own <omp.h> (/usr/lib/gcc/TRIPLE/VERSION/include), which kilnc
# finds for host code as nvcc's host compiler does.
import glob
if glob.glob("/usr/lib/gcc/*/*/include/omp.h") or glob.glob("/usr/lib64/gcc/*/*/include/omp.h"):
    config.available_features.add("gcc-omp-header")
if (os.path.exists("/usr/local/cuda/include/cuda_fp16.h") and
        os.path.exists("/usr/local/cuda/include/cuda_bf16.h") and os.path.exists(clangxx)):
    config.available_features.add("cuda-fp16-headers")
    config.substitutions.append(("%clangxx", clangxx))
    config.substitutions.append(("%cuda_root", "/usr/local/cuda"))

# `python-binding`: the Python package kiln is built (python/), importable as %kiln_python -c "import kiln".
if getattr(config, "kiln_build_python", "") in ("ON", "1", "TRUE") and config.python3_executable:
    config.available_features.add("python-binding")
    config.substitutions.append(
        ("%kiln_python", "env PYTHONPATH=" + os.path.join(config.kiln_binary_dir, "python") + " " +
         config.python3_executable))
    config.substitutions.append(("%kiln_py3", config.python3_executable))
