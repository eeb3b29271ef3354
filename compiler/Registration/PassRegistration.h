//===- PassRegistration.h - every pass kiln-opt can run ---------*- C++ -*-===//
#ifndef KILN_COMPILER_REGISTRATION_PASSREGISTRATION_H
#define KILN_COMPILER_REGISTRATION_PASSREGISTRATION_H

namespace kiln {
/// Registers MLIR's transforms and conversions, Kiln's passes and kilnc's
/// pipelines (library KilnPassRegistration).
void registerAllPasses();
} // namespace kiln

#endif
