//===- ToolkitHeaders.cpp - what an #include of a CUDA toolkit header gets -===//
#include "compiler/Frontend/ToolkitHeaders.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileEntry.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"

using namespace kiln::frontend;

namespace {
struct Refusal {
  llvm::StringRef prefix; // a header name, or a folder ending in '/'
  llvm::StringRef reason;
};

// Device-side parts of the toolkit kilnc cannot compile, with what to use.
const Refusal kRefusals[] = {
    // <mma.h> is Kiln's (kiln/std/mma.h); the toolkit's internals are nvcc's.
    {"crt/mma.h", "the toolkit's WMMA internals are written for nvcc; include <mma.h>, which kilnc provides"},
    {"crt/mma.hpp", "the toolkit's WMMA internals are written for nvcc; include <mma.h>, which kilnc provides"},
    // Kiln's <curand_kernel.h> has XORWOW, Philox and MRG32k3a; the toolkit's other generators are not.
    {"curand_mtgp32_kernel.h", "cuRAND's MTGP32 generator is not supported by kilnc; <curand_kernel.h> provides "
                               "curandState (XORWOW), curandStatePhilox4_32_10_t and curandStateMRG32k3a_t"},
    {"curand_poisson.h", "cuRAND's Poisson distribution is not supported by kilnc; <curand_kernel.h> provides "
                         "uniform, normal and log-normal draws"},
    {"curand_discrete.h", "cuRAND's discrete distributions are not supported by kilnc; <curand_kernel.h> provides "
                          "uniform, normal and log-normal draws"},
    {"curand_discrete2.h", "cuRAND's discrete distributions are not supported by kilnc; <curand_kernel.h> provides "
                           "uniform, normal and log-normal draws"},
    {"curand_precalc.h", "cuRAND's precomputed XORWOW matrices are not needed by kilnc's <curand_kernel.h> "
                         "(its skip-ahead uses jump polynomials)"},
    {"cuda_pipeline_helpers.h", "<cuda_pipeline_helpers.h> is the toolkit's internal part of <cuda_pipeline.h>; include "
                                "<cuda_pipeline.h> or <cuda_pipeline_primitives.h>, which kilnc provides"},
    {"texture_fetch_functions.h", "texture references (texture<T, dim> with tex1Dfetch, tex2D) were removed in CUDA 12 "
                                  "and are not supported by kilnc; use texture objects (cudaTextureObject_t), which it supports"},
    {"surface_functions.h", "surface references (surface<void, dim>) were removed in CUDA 12 and are not supported by kilnc; "
                           "use surface objects (cudaSurfaceObject_t), which it supports"},
    {"nccl_device.h", "NCCL's device API is not supported by kilnc"},
    {"nccl_device/", "NCCL's device API is not supported by kilnc"},
    // kilnc's own versions live in kiln/std; the toolkit's are nvcc's.
    {"cuda_fp16.h", "this kilnc has no <cuda_fp16.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp16.hpp", "this kilnc has no <cuda_fp16.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_bf16.h", "this kilnc has no <cuda_bf16.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_bf16.hpp", "this kilnc has no <cuda_bf16.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp8.hpp", "this kilnc has no <cuda_fp8.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp6.h", "this kilnc has no <cuda_fp6.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp6.hpp", "this kilnc has no <cuda_fp6.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp4.h", "this kilnc has no <cuda_fp4.h> of its own, and the toolkit's is written for nvcc"},
    {"cuda_fp4.hpp", "this kilnc has no <cuda_fp4.h> of its own, and the toolkit's is written for nvcc"},
    {"cooperative_groups.h", "this kilnc has no <cooperative_groups.h> of its own, and the toolkit's is written for nvcc"},
    {"cooperative_groups/", "this kilnc has no cooperative groups headers of its own, and the toolkit's are written for nvcc"},
};


bool matches(llvm::StringRef name, llvm::StringRef prefix) {
  return prefix.ends_with("/") ? name.starts_with(prefix) : name == prefix;
}

class ToolkitHeaderChecks : public clang::PPCallbacks {
public:
  ToolkitHeaderChecks(clang::Preprocessor &pp, std::string cudaIncludeDir)
      : pp(pp), cudaIncludeDir(std::move(cudaIncludeDir)) {
    diagID = pp.getDiagnostics().getCustomDiagID(clang::DiagnosticsEngine::Fatal,
                                                 "'%0' %1");
  }

  bool FileNotFound(llvm::StringRef name) override {
    if (auto reason = refusedToolkitHeader(name)) {
      pending = {name.str(), *reason};
      return true;
    }
    if (cudaIncludeDir.empty() && isToolkitHeaderName(name)) {
      pending = {name.str(),
                 "comes from the CUDA toolkit, and kilnc found none (pass --cuda-path=DIR or set CUDA_HOME)"};
      return true;
    }
    return false;
  }

  void InclusionDirective(clang::SourceLocation, const clang::Token &,
                          llvm::StringRef name, bool isAngled, clang::CharSourceRange range,
                          clang::OptionalFileEntryRef file, llvm::StringRef searchPath,
                          llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    std::string spelling = isAngled ? "<" + name.str() + ">" : "\"" + name.str() + "\"";
    if (!file) {
      if (pending && pending->first == name) {
        report(range.getBegin(), spelling, pending->second);
        pending.reset();
      }
      return;
    }
    // Found in the toolkit's own folder (not in kiln/std or the user's).
    if (cudaIncludeDir.empty() || !inToolkit(searchPath))
      return;
    if (auto reason = refusedToolkitHeader(name)) {
      report(range.getBegin(), spelling, *reason);
      return;
    }
  }

private:
  bool inToolkit(llvm::StringRef searchPath) const {
    llvm::StringRef dir = cudaIncludeDir;
    return searchPath == dir || (searchPath.starts_with(dir) &&
                                 llvm::sys::path::is_separator(searchPath[dir.size()]));
  }

  void report(clang::SourceLocation at, llvm::StringRef name, llvm::StringRef why) {
    pp.getDiagnostics().Report(at, diagID) << name << why;
  }

  clang::Preprocessor &pp;
  std::string cudaIncludeDir;
  unsigned diagID;
  std::optional<std::pair<std::string, std::string>> pending;
};
} // namespace

// Thrust headers of device-side value types and functors, which launch
// nothing and are cheap to parse: a file may start with them and they go into
// the prelude PCH (LeadingIncludes.cpp). Thrust's algorithms and containers
// are the toolkit's too, parsed as text: the kernels their host code
// instantiates (through CUB) are emitted as nvcc emits them (CGModule.cpp).
const llvm::StringRef kThrustDeviceUtilities[] = {
    "thrust/complex.h", "thrust/pair.h", "thrust/tuple.h", "thrust/functional.h", "thrust/random.h",
    "thrust/random/",
};

bool kiln::frontend::isThrustDeviceUtility(llvm::StringRef name) {
  return llvm::any_of(kThrustDeviceUtilities, [&](llvm::StringRef allowed) { return matches(name, allowed); });
}

std::optional<std::string> kiln::frontend::refusedToolkitHeader(llvm::StringRef name) {
  if (isThrustDeviceUtility(name))
    return std::nullopt;
  for (const Refusal &r : kRefusals)
    if (matches(name, r.prefix))
      return ("is not supported: " + r.reason).str();
  // cuRAND's other device-side headers (the ones Kiln's <curand_kernel.h>
  // replaces are in kiln/std and never reach this).
  if (name.starts_with("curand_") && name != "curand.h")
    return std::string("is a part of cuRAND's device API that kilnc does not provide; <curand_kernel.h> "
                       "provides the XORWOW, Philox4_32_10 and MRG32k3a generators, and cuRAND's host API "
                       "(<curand.h>) is available to host code");
  return std::nullopt;
}

bool kiln::frontend::isToolkitHeaderName(llvm::StringRef name) {
  for (llvm::StringRef prefix : {"cuda", "cu", "nv", "npp", "crt/", "thrust/", "cub/",
                                 "cooperative_groups", "curand", "mma.h", "sm_",
                                 "device_", "driver_", "vector_", "texture_", "surface_",
                                 "channel_descriptor.h", "library_types.h", "builtin_types.h",
                                 "host_defines.h", "host_config.h", "math_constants.h",
                                 "math_functions.h", "common_functions.h"})
    if (name.starts_with(prefix))
      return true;
  return false;
}

namespace {
/// Forwards every diagnostic, and remembers the first error about an
/// undeclared name of the CUDA runtime or driver API.
class ToolkitNameWatcher : public clang::DiagnosticConsumer {
public:
  ToolkitNameWatcher(clang::DiagnosticConsumer *next, std::unique_ptr<clang::DiagnosticConsumer> owned)
      : next(next), owned(std::move(owned)) {}
  void BeginSourceFile(const clang::LangOptions &lo, const clang::Preprocessor *pp) override {
    next->BeginSourceFile(lo, pp);
  }
  void EndSourceFile() override { next->EndSourceFile(); }
  void finish() override { next->finish(); }
  void clear() override { next->clear(); DiagnosticConsumer::clear(); }
  bool IncludeInDiagnosticCounts() const override { return next->IncludeInDiagnosticCounts(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level, const clang::Diagnostic &info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    next->HandleDiagnostic(level, info);
    if (level < clang::DiagnosticsEngine::Error || firstUse.isValid() || !info.getLocation().isValid())
      return;
    llvm::SmallString<128> message;
    info.FormatDiagnostic(message);
    llvm::StringRef m = message;
    for (llvm::StringRef prefix : {"undeclared identifier '", "unknown type name '"}) {
      size_t at = m.find(prefix);
      if (at == llvm::StringRef::npos)
        continue;
      llvm::StringRef name = m.substr(at + prefix.size());
      if (name.starts_with("cuda") || name.starts_with("CU"))
        firstUse = info.getLocation();
    }
  }
  clang::SourceLocation firstUse;

private:
  clang::DiagnosticConsumer *next;
  std::unique_ptr<clang::DiagnosticConsumer> owned;
};
} // namespace

std::function<void()> kiln::frontend::watchForToolkitNames(clang::DiagnosticsEngine &diags) {
  bool owns = diags.ownsClient();
  clang::DiagnosticConsumer *client = diags.getClient();
  std::unique_ptr<clang::DiagnosticConsumer> owned = owns ? diags.takeClient() : nullptr;
  auto *watcher = new ToolkitNameWatcher(client, std::move(owned));
  diags.setClient(watcher, /*ShouldOwnClient=*/true);
  return [&diags, watcher] {
    if (!watcher->firstUse.isValid())
      return;
    unsigned id = diags.getCustomDiagID(
        clang::DiagnosticsEngine::Note,
        "the CUDA runtime API for host code comes from the CUDA toolkit's headers, and kilnc "
        "found no CUDA toolkit (pass --cuda-path=DIR or set CUDA_HOME)");
    // A note stands alone here: not after whatever diagnostic came last.
    diags.setLastDiagnosticIgnored(false);
    diags.Report(watcher->firstUse, id);
  };
}

void kiln::frontend::addToolkitHeaderChecks(clang::Preprocessor &pp,
                                            const std::string &cudaIncludeDir) {
  pp.addPPCallbacks(std::make_unique<ToolkitHeaderChecks>(pp, cudaIncludeDir));
}
