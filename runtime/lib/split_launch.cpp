// Launching a kernel whose reduction loop tile-split-reduction-loop made splittable (bundle
// `split`): S from kiln/split_loop.hpp, S times the grid's x, and the workspace after S.
#include "kiln/kernel.hpp"

#include <cstdlib>
#include <cstring>

#include "kiln/driver.hpp"
#include "kiln/split_loop.hpp"

#include "lib/kernel_state.hpp"

namespace kiln {

namespace {
// KILN_SPLITS=S (1..32) forces S for every split launch of the process, read once: for
// measuring S per shape, and for tests.
uint32_t forced_splits() {
  static const uint32_t forced = [] {
    const char* env = std::getenv("KILN_SPLITS");
    return env ? parse_forced_splits(env).value_or(0) : 0u;
  }();
  return forced;
}
}  // namespace

uint32_t Kernel::splits_for(uint64_t programs, uint64_t trips) const {
  State& k = *state_;
  if (!k.split.slot_bytes) return 1;
  if (!trips) trips = k.split.trips;
  return choose_splits(programs, trips, k.split.trip_bytes, k.split.slot_bytes, k.multiprocessor_count(),
                       forced_splits());
}

void Kernel::launch_split(const LaunchConfig& config, void* const* args, size_t count) const {
  State& k = *state_;
  if (k.split.count_param != count)
    throw ArgumentError("kernel '" + name() + "' takes its split count at parameter " +
                        std::to_string(k.split.count_param) + ", not after its " + std::to_string(count) +
                        " flattened arguments");
  std::vector<void*> pointers(args, args + count);
  uint64_t programs = config.grid.volume();
  uint32_t sms = k.multiprocessor_count();
  // The trips of this launch, from the extent that bounds the loop (a flattened i64 parameter).
  int64_t extent = 0;
  if (k.split.bound && k.split.bound->param < count && args[k.split.bound->param])
    std::memcpy(&extent, args[k.split.bound->param], sizeof extent);
  uint32_t splits = splits_for(programs, split_trips(k.split, extent));
  // S must keep the grid's x within the driver's limit, and a forced S the workspace.
  if (uint64_t(config.grid.x) * splits > 0x7fffffffu) splits = 1;
  uint64_t capacity = split_workspace_capacity(sms, k.split.slot_bytes, k.split.trip_bytes);
  splits = fit_splits(programs, splits, k.split.slot_bytes, capacity);
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
  WorkspaceSlot& taken = k.lease_workspace(config.stream, capacity, capturing);
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
