//===- OutOfMemory.h - running out of memory as a located error -*- C++ -*-===//
//
// An input can make Clang or LLVM allocate without bound (Clang's
// __make_integer_seq of 2^64 - 1 elements from `std::make_index_sequence<-1>`).
// LLVM then aborts with "out of memory". kilnc reports it instead as an error
// at the innermost source location the compile thread was working on (Clang's
// pretty stack trace: "instantiating function definition ..."), exit code 1.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_OUTOFMEMORY_H
#define KILN_COMPILER_DRIVER_OUTOFMEMORY_H

namespace kiln::driver {

/// Installs the handler for LLVM's allocation failures (process-wide; the
/// handler reads the failing thread's pretty stack trace).
void reportOutOfMemoryAsError();

} // namespace kiln::driver

#endif
