//===- TargetNames.cpp - nvcc's ways of naming targets -> Kiln's ----------===//
#include "compiler/Driver/TargetNames.h"

#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/DriverDiagnostics.h"
#include "compiler/Target/Target.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/DynamicLibrary.h"

using namespace kiln::driver;

namespace {
void addOnce(std::vector<std::string> &out, const std::string &name) {
  if (!llvm::is_contained(out, name))
    out.push_back(name);
}

/// compute_90a -> sm_90a; anything else unchanged.
std::string realTarget(llvm::StringRef name) {
  if (name.consume_front("compute_"))
    return ("sm_" + name).str();
  return name.str();
}
} // namespace

std::vector<std::string> kiln::driver::nativeTargets() {
  // The driver API by its stable C entry points: kilnc links no CUDA library.
  using InitFn = int (*)(unsigned);
  using CountFn = int (*)(int *);
  using GetFn = int (*)(int *, int);
  using AttributeFn = int (*)(int *, int, int);
  std::string error;
  auto library = llvm::sys::DynamicLibrary::getPermanentLibrary("libcuda.so.1", &error);
  if (!library.isValid())
    return {};
  auto init = reinterpret_cast<InitFn>(library.getAddressOfSymbol("cuInit"));
  auto count = reinterpret_cast<CountFn>(library.getAddressOfSymbol("cuDeviceGetCount"));
  auto get = reinterpret_cast<GetFn>(library.getAddressOfSymbol("cuDeviceGet"));
  auto attribute =
      reinterpret_cast<AttributeFn>(library.getAddressOfSymbol("cuDeviceGetAttribute"));
  int devices = 0;
  if (!init || !count || !get || !attribute || init(0) != 0 || count(&devices) != 0)
    return {};
  constexpr int kComputeCapabilityMajor = 75, kComputeCapabilityMinor = 76;
  std::vector<std::string> targets;
  for (int i = 0; i < devices; ++i) {
    int device = 0, major = 0, minor = 0;
    if (get(&device, i) != 0 || attribute(&major, kComputeCapabilityMajor, device) != 0 ||
        attribute(&minor, kComputeCapabilityMinor, device) != 0)
      continue;
    addOnce(targets, "sm_" + std::to_string(major * 10 + minor));
  }
  return targets;
}

std::vector<std::string>
kiln::driver::resolveTargetNames(const std::vector<std::string> &names) {
  std::vector<std::string> out;
  for (const std::string &name : names) {
    if (name == "native") {
      std::vector<std::string> found = nativeTargets();
      if (found.empty()) {
        reportDriverWarning(llvm::Twine("--arch=native: no GPU found; compiling for ") +
                            kDefaultArch + " (as nvcc falls back to its default)");
        found.push_back(kDefaultArch);
      }
      for (const std::string &t : found)
        addOnce(out, t);
    } else if (name == "all") {
      for (const kiln::TargetInfo &t : kiln::allTargets())
        addOnce(out, t.name.str());
    } else if (name == "all-major") {
      for (const kiln::TargetInfo &t : kiln::allTargets())
        if (!t.archSpecific && t.sm % 10 == 0)
          addOnce(out, t.name.str());
    } else {
      addOnce(out, realTarget(name));
    }
  }
  return out;
}

std::optional<std::vector<std::string>>
kiln::driver::parseGencode(const std::string &value, std::string &error) {
  // arch=A,code=C or code=[C1,C2] / code="C1,C2": split at the commas that
  // start a key.
  llvm::StringRef rest(value);
  std::string arch;
  std::vector<std::string> codes;
  while (!rest.empty()) {
    auto [key, tail] = rest.split('=');
    key = key.trim();
    if (tail.data() == nullptr || (key != "arch" && key != "code")) {
      error = "-gencode " + value + ": expected arch=compute_XX,code=sm_XX";
      return std::nullopt;
    }
    // The value runs to the next ",arch=" / ",code=" (or the end).
    size_t end = tail.size();
    for (llvm::StringRef next : {",arch=", ",code="})
      end = std::min(end, tail.find(next));
    llvm::StringRef item = tail.take_front(end).trim();
    rest = end < tail.size() ? tail.drop_front(end + 1) : llvm::StringRef();
    item = item.trim("\"'[]");
    if (key == "arch") {
      arch = item.str();
      continue;
    }
    llvm::SmallVector<llvm::StringRef> parts;
    item.split(parts, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef code : parts) {
      code = code.trim("\"'[] ");
      if (code.starts_with("lto_")) {
        error = "-gencode " + value + ": code=" + code.str() +
                " asks for LTO-IR, which kilnc does not write (it writes PTX: use code=sm_XX)";
        return std::nullopt;
      }
      codes.push_back(code.str());
    }
  }
  std::vector<std::string> targets;
  if (!arch.empty())
    targets.push_back(realTarget(arch));
  else
    for (const std::string &code : codes)
      addOnce(targets, realTarget(code));
  if (targets.empty())
    error = "-gencode " + value + ": names no architecture";
  if (targets.empty())
    return std::nullopt;
  return targets;
}
