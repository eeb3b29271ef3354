// A kernel of a loaded module, and launching it.
#pragma once

#include <cuda.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kiln/bundle.hpp"
#include "kiln/context.hpp"
#include "kiln/launch_args.hpp"
#include "kiln/memory.hpp"

namespace kiln {

class Module;

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  Dim3(uint32_t x_ = 1, uint32_t y_ = 1, uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
  uint64_t volume() const { return uint64_t(x) * y * z; }
};

struct LaunchConfig {
  Dim3 grid;
  Dim3 block;
  uint32_t shared_bytes = 0;  // dynamic shared memory; above 48 KiB the kernel's limit is raised for you
  CUstream stream = nullptr;  // a kiln::Stream converts; nullptr is the legacy default stream

  LaunchConfig(Dim3 grid_, Dim3 block_, uint32_t shared_bytes_ = 0, CUstream stream_ = nullptr)
      : grid(grid_), block(block_), shared_bytes(shared_bytes_), stream(stream_) {}
};

class Kernel {
 public:
  struct State;
  explicit Kernel(std::shared_ptr<State> state) : state_(std::move(state)) {}

  const std::string& name() const;
  // The parameter list the launch is checked against: from the bundle, or read from the PTX
  // (sizes only); empty optional for cubins, which carry none.
  const std::optional<std::vector<Param>>& params() const;
  int max_threads_per_block() const;
  int static_shared_bytes() const;
  // Tile kernels: the block size (threads) recorded in the bundle; 0 when unknown.
  uint32_t block_threads() const;
  // Tile kernels: the dynamic shared memory their bundle says each launch needs.
  uint32_t tile_dynamic_shared_bytes() const;
  int registers_per_thread() const;
  CUfunction handle() const;
  // Tile kernels: the kernel to launch with these flattened arguments (args[i] points at
  // parameter i): the bundle's variant compiled for contiguous tensors when the arguments
  // satisfy its condition (kiln::contiguous_arguments), this kernel otherwise.
  Kernel for_arguments(void* const* args, size_t count) const;
  // Whether the bundle holds such a variant for this kernel.
  bool has_contiguous_variant() const;
  // Persistent tile kernels (bundle `persistent`): the parameter where the three u32 grid
  // extents go (after the flattened arguments), nullopt for others.
  std::optional<uint32_t> persistent_grid_param() const;
  // The blocks to launch a persistent kernel with for a grid of `programs`: at most its
  // programs per SM times the device's SMs, at most `programs`, at least 1.
  uint32_t persistent_blocks(uint64_t programs) const;
  // Packed tile kernels (bundle `packed`): the most programs per block, 1 for others. Such a
  // kernel's last parameter takes the number of programs along x; launch_programs passes it.
  uint32_t programs_per_block() const;
  // Split reduction loops (bundle `split`): the programs per output program a launch of
  // `programs` output programs of a loop of `trips` trips (0: the bundle's constant trips, or
  // unknown) runs on this device (kiln::choose_splits; KILN_SPLITS=S forces S, read once);
  // 1 for other kernels.
  uint32_t splits_for(uint64_t programs, uint64_t trips = 0) const;
  // The parameters launch_programs appends to the caller's flattened arguments: a packed kernel's
  // program count, a split kernel's split count and workspace; 0 for others.
  uint32_t appended_params() const;
  // The programs per block of a launch of `grid` programs: with bundle `packed-at-launch`,
  // kiln::choose_programs_per_block's (the largest that keeps 2 blocks on every SM; the device's
  // SM count is asked once; KILN_PACKED_PROGRAMS=P forces P, for tests); else the fixed count.
  uint32_t programs_per_block(const Dim3& grid) const;
  // Launches `config.grid` programs of this kernel with `count` flattened arguments (args[i]
  // points at parameter i): a persistent variant gets the grid appended as its three u32
  // parameters and runs from persistent_blocks(programs) blocks (a stream-K one, bundle
  // `persistent`'s workspace, from one per SM times programs per SM, with the pointer to a
  // zeroed workspace after the grid: one per stream with launches in flight, so launches on
  // several streams or host threads may overlap; a launch captured into a graph gets its own,
  // which the graph's replays share, so two instantiations of one graph must not run at once);
  // a split kernel (bundle `split`) gets its split count and workspace (split_launch.cpp) and
  // runs from S times grid.x blocks along x; a packed kernel (bundle `packed`) gets
  // config.grid.x as its last parameter and runs from ceil(grid.x / P) blocks along x, P =
  // programs_per_block(config.grid), with config.block.x (the bundle's block) / the most programs
  // x P threads; a kernel that synchronises its grid launches cooperatively; any other launches as
  // asked. kiln::launch_tile and the Python
  // launcher both launch through it.
  void launch_programs(const LaunchConfig& config, void* const* args, size_t count) const;
  // True when the kernel synchronises its whole grid (cooperative groups' this_grid().sync()):
  // the bundle says so, or its PTX reads the grid workspace. Only launch_cooperative runs it.
  bool needs_cooperative_launch() const;
  // The most blocks of `block` threads (and `shared_bytes` of dynamic shared memory) that can be
  // resident at once on the device: the limit of a cooperative launch (occupancy x SMs).
  uint64_t max_cooperative_blocks(Dim3 block, uint32_t shared_bytes = 0) const;

  // Typed launch: checks count, sizes, pointer-vs-value and element types against params()
  // before cuLaunchKernel, throwing ArgumentError. DeviceBuffer and raw pointers pass as pointers.
  template <class... Args>
  void launch(const LaunchConfig& config, const Args&... args) const {
    auto marshalled = std::make_tuple(device_arg(args)...);
    std::apply(
        [&](const auto&... m) {
          check_once(type_list_key<std::decay_t<decltype(m)>...>(), [] {
            return std::vector<ArgInfo>{describe_argument<std::decay_t<decltype(m)>>()...};
          });
          std::array<void*, sizeof...(m) + 1> pointers{const_cast<void*>(static_cast<const void*>(&m))..., nullptr};
          launch_unchecked(config, pointers.data(), /*cooperative=*/false);
        },
        marshalled);
  }

  // Untyped launch: args[i] points at parameter i's value; only the configuration is checked.
  void launch(const LaunchConfig& config, void** args) const { launch_unchecked(config, args, false); }

  // Cooperative launch (cuLaunchCooperativeKernel): every block is resident at once, so the
  // kernel may synchronise its grid (this_grid().sync()). Throws Error when the grid is larger
  // than max_cooperative_blocks (naming the limit) or the device cannot launch cooperatively.
  // Arguments are checked as launch() checks them.
  template <class... Args>
  void launch_cooperative(const LaunchConfig& config, const Args&... args) const {
    auto marshalled = std::make_tuple(device_arg(args)...);
    std::apply(
        [&](const auto&... m) {
          check_once(type_list_key<std::decay_t<decltype(m)>...>(), [] {
            return std::vector<ArgInfo>{describe_argument<std::decay_t<decltype(m)>>()...};
          });
          std::array<void*, sizeof...(m) + 1> pointers{const_cast<void*>(static_cast<const void*>(&m))..., nullptr};
          launch_unchecked(config, pointers.data(), /*cooperative=*/true);
        },
        marshalled);
  }
  void launch_cooperative(const LaunchConfig& config, void** args) const {
    launch_unchecked(config, args, /*cooperative=*/true);
  }

 private:
  // launch_programs of a kernel with a split reduction loop (runtime/lib/split_launch.cpp).
  void launch_split(const LaunchConfig& config, void* const* args, size_t count) const;
  template <class... T>
  static const void* type_list_key() {
    static const char key = 0;
    return &key;
  }
  template <class Describe>
  void check_once(const void* key, Describe describe) const {
    if (checked_key() == key) return;
    check_arguments_now(describe());
    remember_checked(key);
  }
  const void* checked_key() const;
  void remember_checked(const void* key) const;
  void check_arguments_now(const std::vector<ArgInfo>& args) const;
  void launch_unchecked(const LaunchConfig& config, void** args, bool cooperative) const;

  friend class Module;
  std::shared_ptr<State> state_;
};

}  // namespace kiln
