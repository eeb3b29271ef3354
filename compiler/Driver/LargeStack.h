//===- LargeStack.h - run a compilation on a thread with a large stack ---*- C++ -*-===//
//
// Clang's parser, Kiln's code generator and LLVM's instruction selection all
// recurse on the nesting depth of the source (5000 nested parentheses need
// about 50 MB of stack, nvcc accepts them). The main thread's stack is
// whatever `ulimit -s` says (8 MB by default), so kilnc runs each compilation
// on a thread whose stack it chooses, as clang's own driver does.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_LARGESTACK_H
#define KILN_COMPILER_DRIVER_LARGESTACK_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace kiln::driver {

/// Bytes of stack a compilation gets: enough for the deepest nesting the
/// frontend accepts (kMaxBracketDepth in compiler/Frontend/Frontend.cpp).
inline constexpr unsigned kCompilerStackBytes = 512u << 20;

/// Runs `body` on a thread with a kCompilerStackBytes stack and returns its
/// result; runs it on the calling thread if no thread can be made.
int runWithLargeStack(llvm::function_ref<int()> body);

} // namespace kiln::driver

#endif
