//===- Registration.h - every dialect Kiln's tools use ---------*- C++ -*-===//
#ifndef KILN_COMPILER_REGISTRATION_REGISTRATION_H
#define KILN_COMPILER_REGISTRATION_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace kiln {
/// Kiln's dialects plus the upstream ones the pipelines produce or consume.
void registerAllDialects(mlir::DialectRegistry &registry);
} // namespace kiln

#endif
