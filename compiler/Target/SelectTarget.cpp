//===- SelectTarget.cpp - the kiln-select-target pass ----------------------===//
//
// The target step of kilnc (compiler/Driver/Driver.cpp) as a pass, so that
// `kiln-opt --kiln-simt-pipeline` ends where `kilnc --emit=simt` does and the
// lowering passes can be run alone on a module that names its target.
//
//===----------------------------------------------------------------------===//
#include "compiler/Target/Passes.h"
#include "compiler/Target/PTXEmitter.h"
#include "compiler/Target/Target.h"

namespace kiln {
#define GEN_PASS_DEF_KILNSELECTTARGET
#include "compiler/Target/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {
struct SelectTargetPass
    : kiln::impl::KilnSelectTargetBase<SelectTargetPass> {
  using KilnSelectTargetBase::KilnSelectTargetBase;

  /// An empty option is unset; anything else must parse as MAJOR.MINOR.
  FailureOr<std::optional<kiln::PtxVersion>> version(llvm::StringRef option,
                                                    llvm::StringRef text) {
    if (text.empty())
      return std::optional<kiln::PtxVersion>();
    std::optional<kiln::PtxVersion> v = kiln::PtxVersion::parse(text.str());
    if (!v) {
      getOperation().emitError() << option << "=" << text
                                 << ": expected MAJOR.MINOR, e.g. 8.0";
      return failure();
    }
    return v;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    const kiln::TargetInfo *target = kiln::lookupTarget(arch);
    if (!target) {
      module.emitError() << "unknown target '" << arch << "'";
      return signalPassFailure();
    }
    auto requested = version("ptx-version", ptxVersion);
    auto cap = version("max-ptx", maxPtx);
    if (failed(requested) || failed(cap))
      return signalPassFailure();
    FailureOr<unsigned> features = kiln::checkTargetFeatures(module, *target);
    if (failed(features))
      return signalPassFailure();
    std::string error;
    std::optional<kiln::PtxVersion> ptx =
        kiln::choosePtxVersion(*target, *features, *requested, *cap, error);
    if (!ptx) {
      Operation *at = kiln::ptxVersionCulprit(module, *target, *features);
      (at ? at : module.getOperation())->emitError() << error;
      return signalPassFailure();
    }
    module->setAttr(kiln::simt::SimtDialect::TargetAttrHelper::getNameStr(),
                    kiln::simt::TargetAttr::get(&getContext(), target->name,
                                                ptx->encoded()));
  }
};
} // namespace
