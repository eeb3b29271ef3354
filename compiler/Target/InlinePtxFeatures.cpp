//===- InlinePtxFeatures.cpp - target features inline PTX needs -----------===//
//
// By opcode prefix, from the PTX ISA's "Target ISA notes" of each
// instruction: what sm_80 with PTX 7.0 (Kiln's oldest target) cannot run.
// Instructions not listed need nothing beyond that (or are not known, and
// ptxas judges them).
//
//===----------------------------------------------------------------------===//
#include "compiler/Target/InlinePtxFeatures.h"

#include "dialects/simt/IR/InlinePtx.h"

#include "llvm/ADT/STLExtras.h"

using namespace kiln;
using llvm::StringRef;

namespace {
struct Rule {
  StringRef prefix; ///< of the opcode, up to a '.' or its end
  Feature feature;
};

// Longer prefixes first where one extends another (cp.async.bulk).
constexpr Rule kRules[] = {
    {"tcgen05", Feature::Tcgen05},
    {"wgmma", Feature::Wgmma},
    {"setmaxnreg", Feature::Setmaxnreg},
    {"tensormap.replace", Feature::Wgmma}, // sm_90a, as wgmma
    {"cp.async.bulk", Feature::TmaBulkCopy},
    {"cp.reduce.async.bulk", Feature::TmaBulkCopy},
    {"cp.async", Feature::CpAsync},
    {"redux.sync", Feature::Redux},
    {"barrier.cluster", Feature::Clusters},
    {"mapa", Feature::Clusters},
    {"getctarank", Feature::Clusters},
    {"elect.sync", Feature::HopperPtx},
    {"stmatrix", Feature::HopperPtx},
    {"mbarrier.try_wait", Feature::HopperPtx},
    {"mbarrier.expect_tx", Feature::HopperPtx},
    {"mbarrier.complete_tx", Feature::HopperPtx},
    {"fence.proxy.async", Feature::HopperPtx},
    {"fence.mbarrier_init", Feature::HopperPtx},
    {"cvta.param", Feature::ParamAddress},
    {"cvta.to.param", Feature::ParamAddress},
    {"isspacep.param", Feature::ParamAddress},
};

bool hasPrefix(StringRef opcode, StringRef prefix) {
  return opcode.starts_with(prefix) &&
         (opcode.size() == prefix.size() || opcode[prefix.size()] == '.');
}

/// What one instruction needs beyond its opcode: cluster-wide state spaces
/// and special registers, fp8 conversions, bf16 atomic adds.
void qualifierFeatures(StringRef opcode, StringRef operands,
                       llvm::function_ref<void(Feature)> need) {
  if (opcode.contains("::cluster") || operands.contains("%cluster_") ||
      operands.contains("%is_explicit_cluster"))
    need(Feature::Clusters);
  if (opcode.starts_with("cvt") &&
      (opcode.contains(".e4m3") || opcode.contains(".e5m2")))
    need(Feature::Fp8);
  if ((opcode.starts_with("atom") || opcode.starts_with("red")) &&
      opcode.contains(".add") && opcode.contains(".bf16"))
    need(Feature::Bf16Atomics);
}
} // namespace

llvm::SmallVector<InlinePtxFeature, 1>
kiln::inlinePtxFeatures(StringRef asmString) {
  llvm::SmallVector<InlinePtxFeature, 1> out;
  unsigned seen = 0;
  simt::forEachPtxStatement(
      asmString, [&](StringRef opcode, StringRef operands, bool) {
        auto need = [&](Feature f) {
          if (seen & static_cast<unsigned>(f))
            return;
          seen |= static_cast<unsigned>(f);
          out.push_back({f, opcode.str()});
        };
        for (const Rule &rule : kRules)
          if (hasPrefix(opcode, rule.prefix)) {
            need(rule.feature);
            break;
          }
        qualifierFeatures(opcode, operands, need);
      });
  return out;
}
