//===- SimtStackOps.h - stack memory sized at run time ----------*- C++ -*-===//
#ifndef KILN_DIALECTS_SIMT_IR_SIMTSTACKOPS_H
#define KILN_DIALECTS_SIMT_IR_SIMTSTACKOPS_H

#include "dialects/simt/IR/SimtDialect.h"

#define GET_OP_CLASSES
#include "dialects/simt/IR/SimtStackOps.h.inc"

namespace kiln::simt {
/// Registers these ops with the dialect (SimtDialect::initialize).
void addSimtStackOps(SimtDialect &dialect);
} // namespace kiln::simt

#endif // KILN_DIALECTS_SIMT_IR_SIMTSTACKOPS_H
