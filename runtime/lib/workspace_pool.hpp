// Which stream-K workspace a launch takes. Partial sums and flags in a workspace are only safe
// between launches that run one after another, so a kernel keeps one workspace per stream with
// launches in flight: a launch reuses the one its stream used last (stream order separates the
// two launches), else one whose last launch has finished, else a new one. Launches captured into
// a CUDA graph each own a workspace for the graph's lifetime (a graph's launches run in order,
// and nothing can be asked about a captured launch's progress). Kept free of the driver so the
// policy can be tested without a GPU; kernel.cpp supplies the event queries.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace kiln {

// One workspace: its use, its memory and the event that marks the end of its last launch. The
// memory and event are the driver's handles kept opaque (CUdeviceptr, CUevent), so the policy
// and its unit tests need no driver.
struct WorkspaceSlot {
  uint64_t stream = 0;      // the stream of its last launch (see workspace_stream_key)
  bool captured = false;    // owned by a captured graph launch: never handed out again
  uint64_t memory = 0;      // CUdeviceptr
  void* done = nullptr;     // CUevent recorded after each launch; null for captured slots
  uint64_t layout = 0;      // its user's note on what its last launch left (split loops: programs)
};

// The slot a launch on `stream` reuses, nullopt for a new one. `finished(i)` says whether
// slot i's last launch has completed; it is asked only when no slot belongs to the stream.
template <class Finished>
std::optional<size_t> choose_workspace(const std::vector<WorkspaceSlot>& slots, uint64_t stream, bool capturing,
                                       Finished&& finished) {
  if (capturing) return std::nullopt;
  for (size_t i = 0; i < slots.size(); ++i)
    if (!slots[i].captured && slots[i].stream == stream) return i;
  for (size_t i = 0; i < slots.size(); ++i)
    if (!slots[i].captured && finished(i)) return i;
  return std::nullopt;
}

// The key of a stream handle: CU_STREAM_PER_THREAD is one handle for a different stream in every
// host thread, so it is told apart by the thread.
uint64_t workspace_stream_key(const void* stream);

}  // namespace kiln
