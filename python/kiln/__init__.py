"""Kiln from Python: load kernel bundles, compile kernels in process, launch them on tensors.

    import torch, kiln
    m = kiln.load("softmax.kbundle")          # or kiln.compile("tile_softmax.cpp", arch="sm_90a")
    x = torch.randn(1024, 1000, device="cuda"); y = torch.empty_like(x)
    m.softmax[x.shape[0]](x, y)               # a grid of programs; block size from the bundle

Tensor arguments are torch.Tensors or any object with __cuda_array_interface__ or __dlpack__,
passed as the kernel's tensor<T, R> views with their real shapes and strides. Launches go on
torch's current stream when torch's CUDA is in use (else the default stream), or on stream=.
Errors are kiln.Error (a RuntimeError) or a subclass: kiln.ArgumentError (also a TypeError),
kiln.BundleError, kiln.PtxVersionError, kiln.CudaError, kiln.CompileError.
"""
import os as _os

from ._kiln import (Error, ArgumentError, BundleError, PtxVersionError, CudaError, KernelNotFoundError,
                    Bundle, Module,
                    Kernel, Launcher, load, load_text, device_count, device_arch, driver_version)

for _cls in (Error, ArgumentError, BundleError, PtxVersionError, CudaError, KernelNotFoundError, Bundle,
             Module, Kernel, Launcher):
    _cls.__module__ = "kiln"  # shown as kiln.Error, not kiln._kiln.Error

try:  # kiln::compile in process: built when the compiler is built position-independent
    from . import _compiler
except ImportError:
    _compiler = None
try:  # where the build that made this package put kilnc (written by python/CMakeLists.txt)
    from ._config import KILNC as _BUILT_KILNC
except ImportError:
    _BUILT_KILNC = ""

__all__ = ["Error", "ArgumentError", "BundleError", "PtxVersionError", "CudaError", "KernelNotFoundError",
           "CompileError",
           "Bundle", "Module", "Kernel", "Launcher", "load", "load_text", "compile", "compile_bundle",
           "device_count", "device_arch", "driver_version", "has_compiler"]


class CompileError(Error):
    """A kernel that did not compile: str() is kilnc's log; .diagnostics lists
    (severity, file, line, column, message) tuples."""

    def __init__(self, message, diagnostics):
        super().__init__(message)
        self.diagnostics = diagnostics


def has_compiler():
    """True when kiln.compile works here: the in-process compiler, or a kilnc to run."""
    return _compiler is not None or bool(_kilnc())


def _kilnc():
    import shutil
    for candidate in (_os.environ.get("KILN_KILNC"), _BUILT_KILNC):
        if candidate and _os.access(candidate, _os.X_OK):
            return candidate
    return shutil.which("kilnc") or ""


def _run_kilnc(source, name, archs, defines, include_dirs, warnings, opt_level, auto_sync):
    # The same compiler as a process, for builds whose compiler libraries are not
    # position-independent (a Python extension cannot link them): the source goes to a
    # temporary file with its name (the extension picks the language), beside nothing, so
    # relative #includes need include_dirs or a path.
    import subprocess, tempfile
    kilnc = _kilnc()
    if not kilnc:
        raise Error("kiln.compile needs Kiln's compiler: this kiln was built without it in process "
                    "and no kilnc was found (set KILN_KILNC, or put kilnc on PATH)")
    with tempfile.TemporaryDirectory(prefix="kiln-") as tmp:
        path, cwd = _os.path.abspath(name), None
        if source is not None:  # named as given, so diagnostics read as the in-process compiler's
            path, cwd = _os.path.basename(name), tmp
            with open(_os.path.join(tmp, path), "w", encoding="utf-8") as f:
                f.write(source)
        out = _os.path.join(tmp, "out.kbundle")
        cmd = [kilnc, path, "--emit=bundle", "--arch=" + ",".join(archs), "-O", str(opt_level), "-o", out]
        cmd += ["-D" + d for d in defines] + ["-I" + i for i in include_dirs]
        cmd += ["-W" + w for w in warnings] + (["--auto-sync"] if auto_sync else [])
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
        if r.returncode != 0:
            raise CompileError(r.stderr.rstrip() or f"{name} did not compile", [])
        with open(out, encoding="utf-8") as f:
            return f.read()


def _source(path_or_source, source_name):
    # A path names an existing file and has no newline; anything else is source text.
    if "\n" not in path_or_source and _os.path.isfile(path_or_source):
        with open(path_or_source, encoding="utf-8") as f:
            return f.read(), source_name or path_or_source
    if source_name is None:
        # Tile kernels are Kiln's C++20 (.cpp); CUDA C++ is .cu (the extension picks the language).
        source_name = "kernel.cpp" if "kiln/tile.hpp" in path_or_source else "kernel.cu"
    return path_or_source, source_name


def compile_bundle(path_or_source, arch, *, source_name=None, defines=(), include_dirs=(),
                   warnings=(), opt_level=3, auto_sync=False, cache=True):
    """Compiles a kernel file or source text into bundle text (str) for `arch` (a target such as
    "sm_90a", or a list of them); no GPU needed. Kiln's in-process compiler (kiln::compile, with
    its on-disk cache) where this build has it, else the kilnc of the build. Raises CompileError
    (str(): the diagnostics as kilnc prints them) when it does not compile."""
    source, name = _source(path_or_source, source_name)
    archs = [arch] if isinstance(arch, str) else list(arch)
    defines, include_dirs, warnings = [str(d) for d in defines], [str(i) for i in include_dirs], list(warnings)
    if _compiler is None:
        from_file = source_name is None and "\n" not in path_or_source and _os.path.isfile(path_or_source)
        return _run_kilnc(None if from_file else source, name, archs, defines, include_dirs, warnings,
                          opt_level, auto_sync)
    r = _compiler.compile_bundle(source, name, archs, defines, include_dirs, warnings, opt_level,
                                 auto_sync, cache)
    if not r["ok"]:
        raise CompileError(r["log"].rstrip() or f"{name} did not compile", r["diagnostics"])
    return r["text"].decode()


def compile(path_or_source, arch=None, *, device=None, **options):
    """Compiles and loads in one step: kiln.compile("tile_softmax.cpp", arch="sm_90a").softmax.
    arch defaults to the device's target; other keywords as compile_bundle."""
    if arch is None:
        arch = device_arch(0 if device is None else device)
    text = compile_bundle(path_or_source, arch, **options)
    label = path_or_source if "\n" not in path_or_source else options.get("source_name") or "source"
    return load_text(text, device=device, label=label)
