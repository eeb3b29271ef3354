//===- BundleOutput.cpp - kernels + PTX images -> bundle / header ---------===//
//
// Transitional: the bundle model and writer live in the runtime's
// kiln_bundle library (shared with the loader); until it is linked in,
// bundles cannot be written.
//
//===----------------------------------------------------------------------===//
#include "compiler/Driver/KernelSignatures.h"

#include "llvm/Support/raw_ostream.h"

using namespace kiln::driver;

std::string kiln::driver::writeBundleText(const std::vector<KernelSignature> &,
                                          const std::vector<ConstantSymbol> &,
                                          const std::vector<BundleImageText> &) {
  llvm::errs() << "kilnc: error: bundle output is not available in this build\n";
  return "";
}

std::string kiln::driver::writeLaunchHeader(const std::vector<KernelSignature> &,
                                            const std::vector<ConstantSymbol> &,
                                            const std::vector<BundleImageText> &,
                                            llvm::StringRef) {
  llvm::errs() << "kilnc: error: header output is not available in this build\n";
  return "";
}
