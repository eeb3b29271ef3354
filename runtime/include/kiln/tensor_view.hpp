// Tile kernels' tensor arguments: a view of a device buffer (pointer, shape, strides in elements,
// all 64-bit) and the flattened launch ABI (docs/tile-dialect.md, docs/bundle-format.md): each
// `tensor<T, R>` parameter is passed as 1 + 2R kernel parameters (T*, shape[0..R), stride[0..R)),
// scalars keep their place. The block size comes from the bundle (`threads`), so a launch needs only
// the grid and the arguments:
//
//   kiln::TileArgs args;
//   args.add(kiln::tensor_view<const float, 1>(x, {n})).add(kiln::tensor_view(y, {n}));
//   kiln::launch_tile(kernel, Dim3(blocks), args);
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "kiln/error.hpp"
#include "kiln/kernel.hpp"
#include "kiln/memory.hpp"

namespace kiln {

// POD with the layout of the flattened parameters (each field is one kernel parameter).
template <class T, int R>
struct TensorView {
  static_assert(R >= 1 && R <= 4, "tensor rank must be 1..4");
  CUdeviceptr data = 0;
  int64_t shape[R] = {};
  int64_t stride[R] = {};
};

// A row-major (contiguous) view of `buffer` with `shape` (T: the kernel's element type; a buffer of
// another type of the same size, e.g. uint16_t bits for __bf16, is accepted).
template <class T, int R, class U>
TensorView<T, R> tensor_view(const DeviceBuffer<U>& buffer, const std::array<int64_t, R>& shape) {
  static_assert(sizeof(T) == sizeof(U), "view element size differs from the buffer's");
  TensorView<T, R> v;
  v.data = buffer.raw();
  int64_t s = 1, total = 1;
  for (int i = R - 1; i >= 0; --i) {
    v.shape[i] = shape[i];
    v.stride[i] = s;
    s *= shape[i];
    total *= shape[i];
  }
  if (uint64_t(total) > buffer.size()) throw Error("tensor_view: the shape needs more elements than the buffer holds");
  return v;
}

// The argument list of a tile kernel, flattened.
class TileArgs {
 public:
  template <class T, int R>
  TileArgs& add(const TensorView<T, R>& v) {
    push(&v.data, sizeof(v.data));
    for (int i = 0; i < R; ++i) push(&v.shape[i], 8);
    for (int i = 0; i < R; ++i) push(&v.stride[i], 8);
    return *this;
  }
  template <class S>
  TileArgs& add(const S& scalar) {
    static_assert(std::is_arithmetic_v<S> && sizeof(S) <= 8, "tile kernel scalars are arithmetic");
    push(&scalar, sizeof(S));
    return *this;
  }
  size_t size() const { return slots_.size(); }
  // Pointers to each parameter's value (valid until the next add).
  void** pointers() {
    ptrs_.clear();
    for (auto& s : slots_) ptrs_.push_back(s.data());
    ptrs_.push_back(nullptr);
    return ptrs_.data();
  }

 private:
  void push(const void* p, size_t n) {
    std::array<unsigned char, 8> slot{};
    std::memcpy(slot.data(), p, n);
    slots_.push_back(slot);
  }
  std::vector<std::array<unsigned char, 8>> slots_;
  std::vector<void*> ptrs_;
};

// Launches a tile kernel as a grid of programs with the block size recorded in its bundle.
inline void launch_tile(const Kernel& kernel, Dim3 grid, TileArgs& args, CUstream stream = nullptr) {
  uint32_t threads = kernel.block_threads();
  if (!threads)
    throw Error("kernel " + kernel.name() + " has no recorded block size: load tile kernels from a kilnc bundle");
  // A packed kernel's last parameter is the program count, a split one's last two its split count
  // and workspace, which launch_programs passes.
  size_t expected = kernel.params() ? kernel.params()->size() - kernel.appended_params() : 0;
  if (kernel.params() && expected != args.size())
    throw ArgumentError("kernel " + kernel.name() + " takes " + std::to_string(expected) +
                        " flattened parameters, got " + std::to_string(args.size()));
  // Generated shared memory above the 48 KiB static limit (pipelined GEMM
  // stages) is dynamic: pass it, and the launch raises the kernel's limit.
  // The bundle's variant for contiguous tensors when these arguments allow it (kilnc compiles
  // one for each tile kernel: docs/bundle-format.md); both have the same parameters.
  void** pointers = args.pointers();
  Kernel chosen = kernel.for_arguments(pointers, args.size());
  // The variant's own block size: a warp-specialised TMA ring adds a
  // producer warpgroup to the variant only.
  if (chosen.block_threads()) threads = chosen.block_threads();
  // A persistent variant (kilnc -ftile-persistent) takes the grid after the arguments and runs
  // from one block per SM: launch_programs passes it.
  chosen.launch_programs(LaunchConfig(grid, Dim3(threads), chosen.tile_dynamic_shared_bytes(), stream), pointers,
                         args.size());
}

}  // namespace kiln
