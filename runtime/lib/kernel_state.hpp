// Kernel::State, shared by module.cpp (which fills it) and kernel.cpp (which launches it).
#pragma once

#include <atomic>
#include <mutex>
#include <vector>

#include "kiln/bundle.hpp"
#include "kiln/kernel.hpp"
#include "kiln/memory.hpp"
#include "lib/workspace_pool.hpp"

namespace kiln {

struct Kernel::State {
  std::string name;
  CUfunction function = nullptr;
  Context context;
  std::shared_ptr<const void> module;  // keeps the module loaded while the kernel lives
  std::optional<std::vector<Param>> params;
  int max_threads = 0;
  int static_shared = 0;
  uint32_t block_threads = 0;  // bundle `threads` (tile kernels), x*y*z
  uint32_t tile_dynamic_shared = 0;  // bundle `dynamic-shared` (tile kernels)
  bool cooperative = false;  // bundle `cooperative`, or the PTX reads the grid workspace
  std::array<uint32_t, 3> cluster{0, 0, 0};  // bundle `cluster`: the fixed cluster shape, 0 = none
  int registers = 0;
  int shared_optin = 0;
  std::atomic<uint32_t> dynamic_shared_limit{0};  // raised MAX_DYNAMIC_SHARED_SIZE_BYTES, 0 = default
  std::atomic<const void*> checked_types{nullptr};  // argument type list last checked OK
  // Tile kernels: the bundle's variant for contiguous tensors and its condition.
  std::shared_ptr<State> contiguous_variant;
  std::vector<ContiguousTensor> contiguous;
  // Tile kernels with TMA loads: the descriptors launches append (bundle `tensor-map-sources`).
  std::vector<TensorMapSource> tensor_map_sources;
  // Persistent tile kernels (bundle `persistent`): the grid parameters, programs per SM (0: not
  // persistent), and the device's SM count once asked.
  uint32_t persistent_param = 0, persistent_per_sm = 0;
  std::atomic<uint32_t> multiprocessors{0};
  // Stream-K persistent kernels (bundle `persistent`'s third field): workspace bytes per program,
  // and the zeroed workspaces (SMs * programs per SM programs each; the kernel leaves them zeroed:
  // each flag it sets is cleared by the program that waited for it). One per stream with
  // launches in flight, chosen by choose_workspace (workspace_pool.hpp): launches on different
  // streams never share partial sums.
  uint32_t workspace_per_program = 0;
  // Packed tile kernels (bundle `packed`): the program count parameter and programs per block
  // (0: not packed).
  uint32_t packed_param = 0, packed_programs = 0;
  // Split reduction loops (bundle `split`; slot_bytes 0: not split). The launch is
  // runtime/lib/split_launch.cpp.
  SplitLoop split;
  // Bundle `packed-at-launch`: each launch picks 1..packed_programs (choose_programs_per_block).
  bool packed_at_launch = false;
  std::mutex workspace_mutex;
  std::vector<WorkspaceSlot> workspaces;

  // The device's SM count, asked once.
  uint32_t multiprocessor_count();
  // With workspace_mutex held, for a launch on `stream`: a workspace of `bytes` (the same for every
  // launch of this kernel), zeroed before its first launch on that stream (or into the graph being
  // captured), chosen by choose_workspace. `capturing` says whether the stream is capturing.
  WorkspaceSlot& lease_workspace(CUstream stream, size_t bytes, bool& capturing);
  // After the launch that used `slot`: marks its end, so other streams may take it once done.
  void release_workspace(WorkspaceSlot& slot, CUstream stream, bool capturing);

  explicit State(Context c) : context(std::move(c)) {}
  ~State();
};

}  // namespace kiln
