//===- BundleOutput.cpp - kernels + PTX images -> bundle / header ---------===//
//
// The bundle model and writer are the runtime's kiln_bundle library, so the
// writer and the loader can never disagree about the format.
//
//===----------------------------------------------------------------------===//
#include "compiler/Driver/DriverDiagnostics.h"
#include "compiler/Driver/KernelSignatures.h"

#include "kiln/bundle.hpp"
#include "kiln/launch_header.hpp"

#include "llvm/Support/raw_ostream.h"

#include <exception>

using namespace kiln::driver;

namespace {
kiln::Bundle makeBundle(const std::vector<KernelSignature> &kernels,
                        const std::vector<ConstantSymbol> &constants,
                        const std::vector<BundleImageText> &images) {
  kiln::Bundle bundle;
  for (const KernelSignature &k : kernels) {
    kiln::KernelInfo info;
    info.name = k.symbol;
    info.signature = k.signature;
    for (const KernelParam &p : k.params)
      info.params.push_back({p.isPointer ? kiln::ParamKind::pointer
                                         : kiln::ParamKind::value,
                             static_cast<uint32_t>(p.size),
                             static_cast<uint32_t>(p.align), p.type});
    if (k.maxThreads)
      info.max_threads = k.maxThreads;
    if (k.blockThreads)
      info.threads = std::array<uint32_t, 3>{k.blockThreads, 1, 1};
    if (k.staticShared)
      info.shared = static_cast<uint32_t>(k.staticShared);
    if (k.dynamicShared)
      info.dynamic_shared = static_cast<uint32_t>(k.dynamicShared);
    info.cooperative = k.cooperative;
    info.specializes = k.specializes;
    for (auto [arg, bytes, rank] : k.contiguous)
      info.contiguous.push_back({arg, bytes, rank});
    if (k.cluster[0])
      info.cluster = k.cluster;
    info.tensor_maps = k.tensorMaps;
    if (k.persistent[1]) {
      info.persistent = k.persistent;
      info.persistent_workspace = k.persistentWorkspace;
    }
    // simt-pack-programs' kernels take their slots from blockDim.x.
    if (k.packed[1]) {
      info.packed = k.packed;
      info.packed_at_launch = true;
    }
    info.split = k.split;
    for (const std::vector<int64_t> &t : k.tensorMapSources) {
      kiln::TensorMapSource m;
      m.param = t[0], m.arg = t[1], m.element_bytes = t[2], m.rank = t[3];
      for (int64_t r = 0; r < t[3] && r < 5; ++r)
        m.box[r] = t[4 + r];
      m.swizzle = t.back();
      info.tensor_map_sources.push_back(m);
    }
    bundle.kernels.push_back(std::move(info));
  }
  for (const ConstantSymbol &c : constants)
    bundle.constants.push_back({c.symbol, static_cast<uint32_t>(c.size),
                                static_cast<uint32_t>(c.align)});
  for (const BundleImageText &image : images) {
    auto [major, minor] = llvm::StringRef(image.ptxVersion).split('.');
    kiln::Image out;
    out.arch = image.arch;
    out.ptx_version = {std::stoi(major.str()), std::stoi(minor.str())};
    out.ptx = image.ptx;
    bundle.images.push_back(std::move(out));
  }
  return bundle;
}
} // namespace

std::string kiln::driver::writeBundleText(
    const std::vector<KernelSignature> &kernels,
    const std::vector<ConstantSymbol> &constants,
    const std::vector<BundleImageText> &images) {
  try {
    return kiln::write_bundle(makeBundle(kernels, constants, images));
  } catch (const std::exception &e) {
    reportDriverError(llvm::Twine("cannot write the bundle: ") + e.what());
    return "";
  }
}

std::string kiln::driver::writeLaunchHeader(
    const std::vector<KernelSignature> &kernels,
    const std::vector<ConstantSymbol> &constants,
    const std::vector<BundleImageText> &images, llvm::StringRef name) {
  try {
    return kiln::emit_launch_header(makeBundle(kernels, constants, images),
                                    name.str());
  } catch (const std::exception &e) {
    reportDriverError(llvm::Twine("cannot write the header: ") + e.what());
    return "";
  }
}
