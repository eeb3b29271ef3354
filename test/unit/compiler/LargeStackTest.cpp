//===- LargeStackTest.cpp - kilnc's compile thread ------------------------===//
#include "compiler/Driver/LargeStack.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>

using kiln::driver::runWithLargeStack;

namespace {
// Uses about `depth` KiB of stack.
int recurse(int depth) {
  volatile char frame[1024];
  frame[0] = char(depth);
  if (depth == 0)
    return frame[0];
  return recurse(depth - 1) + frame[0] - char(depth);
}
} // namespace

// 64 MiB of recursion: eight times the main thread's default stack.
TEST(LargeStack, DeepRecursionFits) {
  EXPECT_EQ(runWithLargeStack([] { return recurse(64 * 1024); }), 0);
}

// LLVM's signal handlers give the first thread that registers them an
// alternate signal stack from malloc. A sanitized kilnc died at the compile
// thread's exit (ASan unmapped that stack as its own: "failed to deallocate");
// under scripts/test.sh --sanitize-passes this test did too.
TEST(LargeStack, ThreadEndsWithAMallocedAltStack) {
  int result = runWithLargeStack([] {
    stack_t stack{};
    stack.ss_size = 80000;
    stack.ss_sp = std::malloc(stack.ss_size);
    return sigaltstack(&stack, nullptr) == 0 ? 7 : 1;
  });
  EXPECT_EQ(result, 7);
}
