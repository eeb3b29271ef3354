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

/// Caps kilnc's address space (3/4 of the machine's memory, 4 to 8 GiB;
/// KILN_MAX_MEMORY_MB=N sets N MiB, 0 none), so that an input that allocates
/// without bound is this located error in seconds rather than a machine out of
/// memory. A tighter `ulimit -v` stays. Not in sanitized builds.
void capAddressSpace();

} // namespace kiln::driver

#endif
