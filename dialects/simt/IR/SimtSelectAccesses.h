//===- SimtSelectAccesses.h - accesses through a choice of locals -*- C++ -*-===//
#ifndef KILN_DIALECTS_SIMT_IR_SIMTSELECTACCESSES_H
#define KILN_DIALECTS_SIMT_IR_SIMTSELECTACCESSES_H

namespace mlir {
class RewritePatternSet;
}

namespace kiln::simt {
/// Loads and stores through a select of two locals become accesses of each,
/// so mem2reg can promote both (simt.load's and simt.store's
/// canonicalizations).
void populateSelectAccessPatterns(mlir::RewritePatternSet &patterns);
} // namespace kiln::simt

#endif // KILN_DIALECTS_SIMT_IR_SIMTSELECTACCESSES_H
