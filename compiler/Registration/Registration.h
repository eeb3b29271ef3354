//===- Registration.h - every dialect and pass Kiln's tools use -*- C++ -*-===//
#ifndef KILN_COMPILER_REGISTRATION_REGISTRATION_H
#define KILN_COMPILER_REGISTRATION_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace kiln {
/// Kiln's dialects plus the upstream ones the pipelines produce or consume.
void registerAllDialects(mlir::DialectRegistry &registry);
/// Kiln's passes plus the upstream passes its pipelines use.
void registerAllPasses();
} // namespace kiln

#endif
