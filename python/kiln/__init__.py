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

from ._kiln import (Error, ArgumentError, BundleError, PtxVersionError, CudaError, Bundle, Module,
                    Kernel, Launcher, load, load_text, device_count, device_arch, driver_version)

try:
    from . import _compiler
except ImportError:  # built without the compiler (e.g. runtime only, on a GPU machine)
    _compiler = None

__all__ = ["Error", "ArgumentError", "BundleError", "PtxVersionError", "CudaError", "CompileError",
           "Bundle", "Module", "Kernel", "Launcher", "load", "load_text", "compile", "compile_bundle",
           "device_count", "device_arch", "driver_version", "has_compiler"]


class CompileError(Error):
    """A kernel that did not compile: str() is kilnc's log; .diagnostics lists
    (severity, file, line, column, message) tuples."""

    def __init__(self, message, diagnostics):
        super().__init__(message)
        self.diagnostics = diagnostics


def has_compiler():
    """True when this build of kiln carries the compiler (kiln.compile works)."""
    return _compiler is not None


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
    "sm_90a", or a list of them), with Kiln's in-process compiler (no GPU needed). Raises
    CompileError with the diagnostics when it does not compile."""
    if _compiler is None:
        raise Error("this kiln was built without the compiler (Kiln::compiler): use kilnc to write a "
                    ".kbundle and kiln.load it")
    source, name = _source(path_or_source, source_name)
    archs = [arch] if isinstance(arch, str) else list(arch)
    r = _compiler.compile_bundle(source, name, archs, [str(d) for d in defines],
                                 [str(i) for i in include_dirs], list(warnings), opt_level,
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
