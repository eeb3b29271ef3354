//===- NvccDeviceRules.h - nvcc's execution-space rules Clang lacks -*- C++ -*-===//
//
// Clang's CUDA mode accepts device code that nvcc refuses, so a file that
// kilnc compiles could fail under nvcc. This checks the user's device code
// for the three cases nvcc 13 refuses and Clang lets through:
//
// - a call to a constexpr function without __device__ (std::max,
//   std::numeric_limits<T>::max, the file's own helpers): Clang makes every
//   constexpr function __host__ __device__, nvcc only with
//   --expt-relaxed-constexpr (kilnc takes the flag too). std::move,
//   std::forward and std::initializer_list's members stay allowed, as nvcc
//   has them. From a __host__ __device__ function it is nvcc's warning.
// - the GCC builtins nvcc does not provide in device code (__builtin_ctz,
//   __builtin_bswap32, the __builtin_*_overflow family, ...): Clang has all of
//   them on every target; nvcc calls them __host__ functions.
// - a namespace-scope or static-member constexpr array read at a run-time
//   index or decayed to a pointer in device code: nvcc keeps host constexpr
//   variables out of device memory ("identifier is undefined in device code";
//   a constant's value, and an element at a constant index, stay usable).
//
// - what else nvcc refuses and Clang compiles: thread_local in device code,
//   a variadic __global__ function, a __device__ or __host__ annotation on a
//   lambda without --extended-lambda, and a kernel template instantiated with
//   the closure type of a lambda written in host code.
//
// Only the file's own code is checked (not Kiln's, the toolkit's or the C++
// library's headers): nvcc compiles those, and what they call is theirs.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_NVCCDEVICERULES_H
#define KILN_COMPILER_FRONTEND_NVCCDEVICERULES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclGroup.h"
#include "clang/Basic/Diagnostic.h"

#include <string>
#include <vector>

namespace kiln::frontend {

class NvccDeviceRules {
public:
  /// `kilnHeadersDir`: Kiln's headers, whose declarations stand for the
  /// toolkit's (which mark them __host__ __device__ where Kiln's rely on
  /// Clang's implicit constexpr rule) and are not checked.
  explicit NvccDeviceRules(std::string kilnHeadersDir)
      : kilnHeadersDir(std::move(kilnHeadersDir)) {}

  /// Each top-level declaration Sema hands over (template instantiations
  /// come one by one, as they are made).
  void add(clang::DeclGroupRef group);

  /// Reports what nvcc would: errors from __device__ and __global__
  /// functions, warnings from __host__ __device__ ones. With
  /// `relaxedConstexpr` (--expt-relaxed-constexpr), constexpr calls are fine;
  /// with `extendedLambda` (--extended-lambda), annotated lambdas.
  void check(clang::ASTContext &ctx, clang::DiagnosticsEngine &diags, bool relaxedConstexpr,
             bool extendedLambda);

private:
  std::string kilnHeadersDir;
  std::vector<clang::Decl *> decls;
};

} // namespace kiln::frontend

#endif
