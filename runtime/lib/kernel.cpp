// Launching kernels: configuration checks, the >48 KiB dynamic shared memory opt-in, cuLaunchKernel.
#include "kiln/kernel.hpp"

#include "kiln/driver.hpp"
#include "kiln/packed_launch.hpp"
#include "kiln/tensor_map.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include "lib/kernel_state.hpp"

namespace kiln {
namespace {

constexpr uint32_t kDefaultSharedLimit = 48 * 1024;  // what a block may use without opting in

std::string dims(const Dim3& d) {
  return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) + ")";
}

}  // namespace

const std::string& Kernel::name() const { return state_->name; }
const std::optional<std::vector<Param>>& Kernel::params() const { return state_->params; }
int Kernel::max_threads_per_block() const { return state_->max_threads; }
int Kernel::static_shared_bytes() const { return state_->static_shared; }
uint32_t Kernel::block_threads() const { return state_->block_threads; }
uint32_t Kernel::tile_dynamic_shared_bytes() const { return state_->tile_dynamic_shared; }
int Kernel::registers_per_thread() const { return state_->registers; }
CUfunction Kernel::handle() const { return state_->function; }

Kernel Kernel::for_arguments(void* const* args, size_t count) const {
  // A variant with TMA loads also needs descriptors the driver can encode.
  if (state_->contiguous_variant && contiguous_arguments(state_->contiguous, args, count) &&
      tensor_map_arguments(state_->contiguous_variant->tensor_map_sources, args, count))
    return Kernel(state_->contiguous_variant);
  return *this;
}

bool Kernel::has_contiguous_variant() const { return state_->contiguous_variant != nullptr; }
bool Kernel::needs_cooperative_launch() const { return state_->cooperative; }

std::optional<uint32_t> Kernel::persistent_grid_param() const {
  if (!state_->persistent_per_sm) return std::nullopt;
  return state_->persistent_param;
}

uint32_t Kernel::State::multiprocessor_count() {
  uint32_t sms = multiprocessors.load(std::memory_order_relaxed);
  if (!sms) {
    int n = 0;
    CurrentContext current(context);
    KILN_CU(cuDeviceGetAttribute, &n, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, context.device_handle());
    sms = uint32_t(std::max(n, 1));
    multiprocessors.store(sms, std::memory_order_relaxed);
  }
  return sms;
}

uint32_t Kernel::persistent_blocks(uint64_t programs) const {
  State& k = *state_;
  uint32_t sms = k.multiprocessor_count();
  uint64_t blocks = std::min<uint64_t>(programs, uint64_t(sms) * std::max<uint32_t>(k.persistent_per_sm, 1));
  return uint32_t(std::max<uint64_t>(blocks, 1));
}

WorkspaceSlot& Kernel::State::lease_workspace(CUstream stream_handle, size_t bytes, bool& capturing) {
  CurrentContext current(context);
  CUstreamCaptureStatus capture = CU_STREAM_CAPTURE_STATUS_NONE;
  KILN_CU(cuStreamIsCapturing, stream_handle, &capture);
  capturing = capture != CU_STREAM_CAPTURE_STATUS_NONE;
  uint64_t stream = workspace_stream_key(stream_handle);
  auto finished = [&](size_t i) {
    CUresult r = driver::api().cuEventQuery(static_cast<CUevent>(workspaces[i].done));
    if (r == CUDA_ERROR_NOT_READY) return false;
    driver::check(r, "cuEventQuery", "the end of a launch of kernel '" + name + "' with a workspace");
    return true;
  };
  std::optional<size_t> slot = choose_workspace(workspaces, stream, capturing, finished);
  if (!slot) {
    CUdeviceptr fresh = 0;
    {
      // A capture in global mode forbids cuMemAlloc; the workspace is ours, not the graph's work,
      // so this thread allocates it in relaxed mode (what CUDA documents for libraries).
      CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
      if (capturing) KILN_CU(cuThreadExchangeStreamCaptureMode, &mode);
      try {
        fresh = memory::allocate(context, bytes);
      } catch (...) {
        if (capturing) driver::api().cuThreadExchangeStreamCaptureMode(&mode);
        throw;
      }
      if (capturing) KILN_CU(cuThreadExchangeStreamCaptureMode, &mode);
    }
    CUevent done = nullptr;
    try {
      // On the launch's stream (or into the graph being captured): zeroed before the launch reads it.
      memory::set_bytes(context, fresh, 0, bytes, stream_handle, /*async=*/true);
      if (!capturing) KILN_CU(cuEventCreate, &done, CU_EVENT_DISABLE_TIMING);
      workspaces.push_back(WorkspaceSlot{stream, capturing, uint64_t(fresh), done});
    } catch (...) {
      if (done) driver::api().cuEventDestroy(done);
      memory::free(context, fresh);
      throw;
    }
    slot = workspaces.size() - 1;
  }
  WorkspaceSlot& taken = workspaces[*slot];
  taken.stream = stream;
  return taken;
}

void Kernel::State::release_workspace(WorkspaceSlot& slot, CUstream stream, bool capturing) {
  // The caller's thread may have no current context (lease_workspace's guard has ended).
  CurrentContext current(context);
  if (!capturing) KILN_CU(cuEventRecord, static_cast<CUevent>(slot.done), stream);
}

uint32_t Kernel::appended_params() const {
  return (state_->packed_programs ? 1 : 0) + (state_->split.slot_bytes ? 2 : 0);
}

uint32_t Kernel::programs_per_block() const { return std::max<uint32_t>(state_->packed_programs, 1); }

uint32_t Kernel::programs_per_block(const Dim3& grid) const {
  const State& k = *state_;
  if (!k.packed_at_launch) return programs_per_block();
  // Read once: a test's override of choose_programs_per_block's rule.
  static const uint32_t forced = [] {
    const char* env = std::getenv("KILN_PACKED_PROGRAMS");
    return env ? parse_forced_programs(env).value_or(0) : 0u;
  }();
  return choose_programs_per_block(grid.x, uint64_t(grid.y) * grid.z, k.packed_programs,
                                   state_->multiprocessor_count(), forced);
}

void Kernel::launch_programs(const LaunchConfig& config, void* const* args, size_t count) const {
  // Never packed (simt-pack-programs leaves such kernels one program per block).
  if (state_->split.slot_bytes) {
    launch_split(config, args, count);
    return;
  }
  if (state_->packed_programs) {
    // P programs per block: ceil(grid.x / P) blocks, the program count after the arguments
    // (slots past it return at once).
    if (state_->packed_param != count)
      throw ArgumentError("kernel '" + name() + "' takes its program count at parameter " +
                          std::to_string(state_->packed_param) + ", not after its " + std::to_string(count) +
                          " flattened arguments");
    std::vector<void*> pointers(args, args + count);
    uint32_t programs = config.grid.x;
    pointers.push_back(&programs);
    pointers.push_back(nullptr);
    LaunchConfig packed = config;
    uint32_t per = programs_per_block(config.grid);
    // config.block is the bundle's, the most programs' threads; this launch runs `per`.
    if (state_->packed_at_launch) packed.block.x = config.block.x / state_->packed_programs * per;
    packed.grid.x = uint32_t((uint64_t(programs) + per - 1) / per);
    launch_unchecked(packed, pointers.data(), /*cooperative=*/false);
    return;
  }
  // The common case passes the caller's pointers as they are: no copy on the launch path.
  auto at = persistent_grid_param();
  if (!at) {
    launch_unchecked(config, const_cast<void**>(args), /*cooperative=*/needs_cooperative_launch());
    return;
  }
  std::vector<void*> pointers(args, args + count);
  if (*at != count)
    throw ArgumentError("kernel '" + name() + "' takes its persistent grid at parameter " + std::to_string(*at) +
                        ", not after its " + std::to_string(count) + " flattened arguments");
  // The grid parameters are i32 slots: 4-byte values, whatever the host's byte order.
  uint32_t extents[3] = {config.grid.x, config.grid.y, config.grid.z};
  for (uint32_t& e : extents) pointers.push_back(&e);
  LaunchConfig persistent = config;
  persistent.grid = Dim3(persistent_blocks(config.grid.volume()));
  // Stream-K: one program per SM even for fewer tiles (the kernel splits their k-steps when
  // that pays, and its other programs find nothing to do), and the workspace after the grid.
  if (!state_->workspace_per_program) {
    pointers.push_back(nullptr);
    launch_unchecked(persistent, pointers.data(), /*cooperative=*/false);
    return;
  }
  persistent.grid = Dim3(persistent_blocks(~uint64_t(0) >> 1));
  State& k = *state_;
  // Held across the launch: two host threads must not take the same finished workspace.
  std::lock_guard<std::mutex> lock(k.workspace_mutex);
  bool capturing = false;
  WorkspaceSlot& taken =
      k.lease_workspace(config.stream, size_t(persistent.grid.x) * k.workspace_per_program, capturing);
  CUdeviceptr workspace = CUdeviceptr(taken.memory);
  pointers.push_back(&workspace);
  pointers.push_back(nullptr);
  launch_unchecked(persistent, pointers.data(), /*cooperative=*/false);
  k.release_workspace(taken, config.stream, capturing);
}

Kernel::State::~State() {
  for (const WorkspaceSlot& w : workspaces) {
    if (w.done) driver::api().cuEventDestroy(static_cast<CUevent>(w.done));
    memory::free(context, CUdeviceptr(w.memory));
  }
}


uint64_t Kernel::max_cooperative_blocks(Dim3 block, uint32_t shared_bytes) const {
  State& k = *state_;
  CurrentContext current(k.context);
  int per_sm = 0, sms = 0;
  KILN_CU(cuOccupancyMaxActiveBlocksPerMultiprocessor, &per_sm, k.function, static_cast<int>(block.volume()),
          static_cast<size_t>(shared_bytes));
  KILN_CU(cuDeviceGetAttribute, &sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, k.context.device_handle());
  return uint64_t(per_sm) * uint64_t(sms);
}

const void* Kernel::checked_key() const { return state_->checked_types.load(std::memory_order_acquire); }
void Kernel::remember_checked(const void* key) const { state_->checked_types.store(key, std::memory_order_release); }

void Kernel::check_arguments_now(const std::vector<ArgInfo>& args) const {
  if (state_->params) check_arguments(state_->name, *state_->params, args);
}

namespace {

// The descriptors of a tile kernel with TMA loads, built from the flattened arguments and passed
// after them (by value: cuLaunchKernel copies them, as CUDA passes `__grid_constant__` params).
struct TensorMapArgs {
  std::vector<CUtensorMap> maps;
  std::vector<void*> pointers;
  TensorMapArgs(const std::string& kernel, const std::vector<Param>& params,
                const std::vector<TensorMapSource>& sources, void** args) {
    auto value = [&](uint32_t i) {
      int64_t v = 0;
      std::memcpy(&v, args[i], sizeof(v));
      return v;
    };
    maps.resize(sources.size());
    pointers.assign(args, args + (params.size() - sources.size()));
    pointers.resize(params.size(), nullptr);
    for (size_t i = 0; i < sources.size(); ++i) {
      const TensorMapSource& t = sources[i];
      if (t.param >= params.size() || pointers[t.param] || t.arg + 2 * t.rank >= params.size() - sources.size())
        throw Error("kernel '" + kernel + "': its bundle's tensor-map source for parameter " +
                    std::to_string(t.param) + " does not fit its parameters");
      TensorMapDesc d;
      d.base = CUdeviceptr(value(t.arg));
      d.dtype = t.element_bytes == 1   ? CU_TENSOR_MAP_DATA_TYPE_UINT8
                : t.element_bytes == 2 ? CU_TENSOR_MAP_DATA_TYPE_UINT16
                : t.element_bytes == 4 ? CU_TENSOR_MAP_DATA_TYPE_UINT32
                                       : CU_TENSOR_MAP_DATA_TYPE_UINT64;
      d.rank = t.rank;
      for (uint32_t r = 0; r < t.rank; ++r) {
        d.shape[r] = uint64_t(value(t.arg + 1 + r));
        d.stride[r] = uint64_t(value(t.arg + 1 + t.rank + r));
        d.box[r] = t.box[r];
      }
      d.swizzle = t.swizzle == 128  ? TmaSwizzle::b128
                  : t.swizzle == 64 ? TmaSwizzle::b64
                  : t.swizzle == 32 ? TmaSwizzle::b32
                                    : TmaSwizzle::none;
      maps[i] = make_tensor_map(d);
      pointers[t.param] = &maps[i];
    }
  }
};

}  // namespace

void Kernel::launch_unchecked(const LaunchConfig& config, void** args, bool cooperative) const {
  State& k = *state_;
  std::optional<TensorMapArgs> with_maps;
  if (!k.tensor_map_sources.empty() && k.params) {
    with_maps.emplace(k.name, *k.params, k.tensor_map_sources, args);
    args = with_maps->pointers.data();
  }
  // A grid barrier in a plain launch waits for blocks that may never be scheduled.
  if (k.cooperative && !cooperative)
    throw Error("kernel '" + k.name +
                "' synchronises its whole grid (cooperative groups' this_grid().sync()), which needs every "
                "block resident at once: launch it with Kernel::launch_cooperative, not launch");
  if (config.grid.volume() == 0 || config.block.volume() == 0)
    throw Error("kernel '" + k.name + "' launched with an empty grid " + dims(config.grid) + " or block " +
                dims(config.block) + ": every dimension must be at least 1");
  // A fixed cluster shape tiles the grid; the driver would say only CUDA_ERROR_INVALID_VALUE.
  if (k.cluster[0] && (config.grid.x % k.cluster[0] || config.grid.y % k.cluster[1] || config.grid.z % k.cluster[2]))
    throw Error("kernel '" + k.name + "' runs in clusters of " + dims(Dim3(k.cluster[0], k.cluster[1], k.cluster[2])) +
                " blocks (__cluster_dims__), but grid " + dims(config.grid) +
                " is not a multiple of that in every dimension; round the grid up to whole clusters");
  if (config.block.volume() > static_cast<uint64_t>(k.max_threads))
    throw Error("kernel '" + k.name + "' launched with " + std::to_string(config.block.volume()) +
                " threads per block " + dims(config.block) + ", but it can run at most " + std::to_string(k.max_threads) +
                " (its registers or __launch_bounds__ limit it); use smaller blocks");
  uint64_t total_shared = uint64_t(config.shared_bytes) + k.static_shared;
  if (total_shared > kDefaultSharedLimit && config.shared_bytes > k.dynamic_shared_limit.load()) {
    if (total_shared > static_cast<uint64_t>(k.shared_optin))
      throw Error("kernel '" + k.name + "' asks for " + std::to_string(config.shared_bytes) +
                  " bytes of dynamic shared memory on top of " + std::to_string(k.static_shared) +
                  " static bytes, but a block on this device may use at most " + std::to_string(k.shared_optin) +
                  " bytes");
    CurrentContext current(k.context);
    KILN_CU(cuFuncSetAttribute, k.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            static_cast<int>(config.shared_bytes));
    k.dynamic_shared_limit.store(config.shared_bytes);
  }
  CurrentContext current(k.context);
  if (cooperative) {
    int supported = 0;
    KILN_CU(cuDeviceGetAttribute, &supported, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, k.context.device_handle());
    if (!supported)
      throw Error("kernel '" + k.name + "': this device does not support cooperative launches");
    uint64_t limit = max_cooperative_blocks(config.block, config.shared_bytes);
    if (config.grid.volume() > limit)
      throw Error("kernel '" + k.name + "': a cooperative launch needs every block resident at once, but grid " +
                  dims(config.grid) + " has " + std::to_string(config.grid.volume()) + " blocks and at most " +
                  std::to_string(limit) + " blocks of " + std::to_string(config.block.volume()) + " threads (" +
                  std::to_string(config.shared_bytes) +
                  " bytes of dynamic shared memory) fit on the device at once "
                  "(cuOccupancyMaxActiveBlocksPerMultiprocessor x multiprocessors); launch fewer blocks, e.g. a "
                  "grid-stride loop over " +
                  std::to_string(limit) + " blocks");
  }
  CUresult r =
      cooperative
          ? driver::api().cuLaunchCooperativeKernel(k.function, config.grid.x, config.grid.y, config.grid.z,
                                                    config.block.x, config.block.y, config.block.z,
                                                    config.shared_bytes, config.stream, args)
          : driver::api().cuLaunchKernel(k.function, config.grid.x, config.grid.y, config.grid.z, config.block.x,
                                         config.block.y, config.block.z, config.shared_bytes, config.stream, args,
                                         nullptr);
  if (r != CUDA_SUCCESS)
    driver::check(r, cooperative ? "cuLaunchCooperativeKernel" : "cuLaunchKernel",
                  "kernel '" + k.name + "' grid " + dims(config.grid) + " block " + dims(config.block) + " shared " +
                      std::to_string(config.shared_bytes) + " bytes");
}

}  // namespace kiln
