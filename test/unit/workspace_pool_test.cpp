// choose_workspace: which stream-K workspace a launch takes (runtime/lib/workspace_pool.hpp).
#include <gtest/gtest.h>

#include <cuda.h>

#include <thread>

#include "lib/workspace_pool.hpp"

namespace kiln {
namespace {

auto never = [](size_t) { return false; };
auto always = [](size_t) { return true; };

TEST(WorkspacePool, FirstLaunchTakesANewOne) {
  EXPECT_FALSE(choose_workspace({}, 7, false, always).has_value());
}

TEST(WorkspacePool, SameStreamReusesWithoutAsking) {
  std::vector<WorkspaceSlot> slots{{5, false}, {7, false}};
  int asked = 0;
  auto count = [&](size_t) { return ++asked, false; };
  EXPECT_EQ(choose_workspace(slots, 7, false, count), std::optional<size_t>(1));
  EXPECT_EQ(asked, 0);  // stream order separates the launches: no event query
}

TEST(WorkspacePool, OtherStreamNeverSharesABusyOne) {
  std::vector<WorkspaceSlot> slots{{5, false}, {6, false}};
  EXPECT_FALSE(choose_workspace(slots, 7, false, never).has_value());
}

TEST(WorkspacePool, OtherStreamTakesAFinishedOne) {
  std::vector<WorkspaceSlot> slots{{5, false}, {6, false}};
  auto second = [](size_t i) { return i == 1; };
  EXPECT_EQ(choose_workspace(slots, 7, false, second), std::optional<size_t>(1));
}

TEST(WorkspacePool, CapturedSlotsAreNeverHandedOut) {
  std::vector<WorkspaceSlot> slots{{7, true}, {8, true}};
  EXPECT_FALSE(choose_workspace(slots, 7, false, always).has_value());
  EXPECT_FALSE(choose_workspace(slots, 8, false, always).has_value());
}

TEST(WorkspacePool, CaptureAlwaysTakesANewOne) {
  std::vector<WorkspaceSlot> slots{{7, false}};
  EXPECT_FALSE(choose_workspace(slots, 7, true, always).has_value());
}

TEST(WorkspacePool, PerThreadStreamIsOneStreamPerThread) {
  const void* per_thread = reinterpret_cast<const void*>(CU_STREAM_PER_THREAD);
  uint64_t here = workspace_stream_key(per_thread);
  EXPECT_EQ(here, workspace_stream_key(per_thread));
  uint64_t there = 0;
  std::thread([&] { there = workspace_stream_key(per_thread); }).join();
  EXPECT_NE(here, there);
  // Neither meets a real handle or the legacy stream.
  EXPECT_NE(here, workspace_stream_key(nullptr));
  EXPECT_NE(here, workspace_stream_key(reinterpret_cast<const void*>(CU_STREAM_LEGACY)));
  int object = 0;
  EXPECT_EQ(workspace_stream_key(&object), uint64_t(reinterpret_cast<uintptr_t>(&object)));
}

}  // namespace
}  // namespace kiln
