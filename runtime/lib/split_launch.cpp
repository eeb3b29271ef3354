// Launching a kernel whose reduction loop tile-split-reduction-loop made splittable (bundle
// `split`): S from kiln/split_loop.hpp, S times the grid's x, and the workspace after S.
#include "kiln/kernel.hpp"

#include "kiln/driver.hpp"
#include "kiln/split_loop.hpp"

#include "lib/kernel_state.hpp"

namespace kiln {

uint32_t Kernel::splits_for(uint64_t programs) const {
  State& k = *state_;
  if (!k.split_slot_bytes) return 1;
  return choose_splits(programs, k.split_trips, k.multiprocessor_count());
}

void Kernel::launch_split(const LaunchConfig& config, void* const* args, size_t count) const {
  State& k = *state_;
  if (k.split_param != count)
    throw ArgumentError("kernel '" + name() + "' takes its split count at parameter " +
                        std::to_string(k.split_param) + ", not after its " + std::to_string(count) +
                        " flattened arguments");
  std::vector<void*> pointers(args, args + count);
  uint64_t programs = config.grid.volume();
  uint32_t sms = k.multiprocessor_count();
  uint32_t splits = splits_for(programs);
  // S must keep the grid's x within the driver's limit.
  if (uint64_t(config.grid.x) * splits > 0x7fffffffu) splits = 1;
  pointers.push_back(&splits);
  CUdeviceptr workspace = 0;
  pointers.push_back(&workspace);
  pointers.push_back(nullptr);
  if (splits == 1) {
    launch_unchecked(config, pointers.data(), /*cooperative=*/false);
    return;
  }
  LaunchConfig split = config;
  split.grid.x = config.grid.x * splits;
  // Held across the launch: two host threads must not take the same finished workspace.
  std::lock_guard<std::mutex> lock(k.workspace_mutex);
  bool capturing = false;
  WorkspaceSlot& taken =
      k.lease_workspace(config.stream, split_workspace_capacity(sms, k.split_slot_bytes), capturing);
  workspace = CUdeviceptr(taken.memory);
  // The counters of `programs` output programs must be zero: the kernel leaves those it used
  // zero, but a launch of another grid finds partial sums where its counters go.
  if (taken.layout != programs) {
    memory::set_bytes(k.context, workspace, 0, split_counter_bytes(programs), config.stream, /*async=*/true);
    taken.layout = programs;
  }
  launch_unchecked(split, pointers.data(), /*cooperative=*/false);
  k.release_workspace(taken, config.stream, capturing);
}

}  // namespace kiln
