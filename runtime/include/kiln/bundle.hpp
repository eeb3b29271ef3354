// The Kiln bundle (.kbundle) model, reader and writer. See docs/bundle-format.md.
// This header is part of kiln_bundle, which depends on nothing CUDA: kilnc links it to write bundles.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kiln/ptx_info.hpp"

namespace kiln {

// How a parameter travels to the kernel. `unknown` only arises from scanning plain PTX, where a
// `.u64` may be a pointer or a 64-bit integer; bundles always say pointer or value.
enum class ParamKind { pointer, value, unknown };

const char* to_string(ParamKind kind);

struct Param {
  ParamKind kind = ParamKind::value;
  uint32_t size = 0;
  uint32_t align = 0;
  std::string type;  // spelling such as f32*, const_f32*, i64, struct.Params (no spaces)
};

// A tensor argument a launch-specialised tile kernel needs contiguous: its flattened parameters
// start at `arg` (pointer, then `rank` extents and `rank` strides in elements, each 8 bytes).
struct ContiguousTensor {
  uint32_t arg = 0;
  uint32_t element_bytes = 0;
  uint32_t rank = 0;
};

// Whether the flattened tile-kernel arguments `args` (args[i] points at parameter i's value)
// satisfy a variant's condition: every listed tensor has last stride 1, a 16-byte-aligned
// pointer, and other strides and last extent whose sizes in bytes are multiples of 16.
// `count` is the number of parameters; a tensor that does not fit in them fails the condition.
bool contiguous_arguments(const std::vector<ContiguousTensor>& tensors, void* const* args, size_t count);

// A TMA descriptor (CUtensorMap) the runtime builds at launch for a tile kernel (bundle
// `tensor-map-sources`): parameter `param`, appended after the flattened arguments, gets the
// descriptor of the tensor whose flattened parameters start at `arg` (pointer, `rank` extents,
// `rank` strides in elements), with `box` (elements, outermost first) and `swizzle` (0, 32, 64 or
// 128 bytes). The caller passes only the flattened arguments.
struct TensorMapSource {
  uint32_t param = 0;
  uint32_t arg = 0;
  uint32_t element_bytes = 0;
  uint32_t rank = 0;
  std::array<uint32_t, 5> box{};
  uint32_t swizzle = 0;
};

// Whether the tensors of `sources` in the flattened arguments `args` (count of them) can be
// described by TMA descriptors: extents 1 to 2^32, strides other than the innermost positive
// multiples of 16 bytes below 2^40, innermost stride 1, 16-byte aligned base.
bool tensor_map_arguments(const std::vector<TensorMapSource>& sources, void* const* args, size_t count);

// A split reduction loop, the bundle's `split` line.
struct SplitLoop {
  // The u32 parameter (after the flattened arguments) that takes the split count S; the
  // workspace pointer follows it.
  uint32_t count_param = 0;
  // The bytes of one program's partials (a workspace slot).
  uint32_t slot_bytes = 0;
  // The loop's trips when constant (0: not known at compile time).
  uint32_t trips = 0;
  // The bytes one trip's tiles load (0: not recorded, bundles from before).
  uint32_t trip_bytes = 0;
  // Trips known at launch: ceil((value - start) / step) of the i64 parameter `param` (a
  // view's extent, flattened), for loops `for (i = start; i < extent; i += step)`.
  struct Bound {
    uint32_t param = 0, start = 0, step = 1;
    bool operator==(const Bound& o) const { return param == o.param && start == o.start && step == o.step; }
  };
  std::optional<Bound> bound;
  bool operator==(const SplitLoop& o) const {
    return count_param == o.count_param && slot_bytes == o.slot_bytes && trips == o.trips &&
           trip_bytes == o.trip_bytes && bound == o.bound;
  }
};

struct KernelInfo {
  std::string name;       // PTX entry symbol
  std::string signature;  // demangled C++ signature, empty for extern "C" kernels
  std::vector<Param> params;
  std::optional<std::array<uint32_t, 3>> threads;  // tile kernels: the block shape they need
  std::optional<uint32_t> max_threads;             // __launch_bounds__ first argument
  std::optional<uint32_t> shared;                  // static shared memory in bytes
  std::optional<uint32_t> dynamic_shared;          // tile kernels: dynamic shared memory every launch passes
  bool cooperative = false;                        // synchronises its grid: needs a cooperative launch
  std::optional<std::array<uint32_t, 3>> cluster;  // fixed cluster shape (__cluster_dims__, .reqnctapercluster)
  std::vector<uint32_t> tensor_maps;               // parameters that are CUtensorMap TMA descriptors
  // Tile kernels' launch-time variants: the kernel this one stands in for (empty otherwise) and
  // the tensors its arguments must have contiguous (contiguous_arguments).
  std::string specializes;
  std::vector<ContiguousTensor> contiguous;
  // Tile kernels on sm_90a: the TMA descriptors the runtime appends at launch.
  std::vector<TensorMapSource> tensor_map_sources;
  // Persistent tile kernels (kilnc -ftile-persistent): the first of the three u32 parameters
  // (after the flattened arguments, before the descriptors) that take the launch grid the
  // caller asked for, and how many programs per SM to launch (each loops over the grid).
  std::optional<std::array<uint32_t, 2>> persistent;
  // With `persistent`, stream-K (kilnc -ftile-stream-k): the bytes of global workspace per
  // launched program, passed zeroed (and left zeroed by the kernel) as a pointer parameter
  // right after the grid's three; 0: none. Written as the `persistent` line's third field.
  uint32_t persistent_workspace = 0;
  // Packed tile kernels (kilnc -ftile-pack-programs): the u32 parameter (after the flattened
  // arguments) that takes the number of programs along x the caller asked for, and how many
  // programs each block runs; launched as ceil(programs / that) blocks along x.
  std::optional<std::array<uint32_t, 2>> packed;
  // Tile kernels whose reduction loop the runtime may split across programs
  // (tile-split-reduction-loop). Launched with S times the grid's x (split_loop.hpp says how S
  // is chosen and how big the workspace is).
  std::optional<SplitLoop> split;
  // The packed kernel derives its programs per block from blockDim.x, so a launch may run any
  // P from 1 to packed[1] (`threads` / packed[1] threads each): the `packed-at-launch` line.
  // Without it (bundles from before) a launch runs exactly packed[1].
  bool packed_at_launch = false;
};

// The parameters a caller of kernel `k` passes: all of them but the program count the runtime
// appends to a packed kernel's (its last).
inline size_t caller_params(const KernelInfo& k) {
  return k.params.size() - (k.packed ? 1 : 0) - (k.split ? 2 : 0);
}

struct ConstantInfo {
  std::string name;
  uint32_t size = 0;
  uint32_t align = 0;
};

struct Image {
  std::string arch;  // sm_80, sm_90a, ...
  PtxVersion ptx_version;
  std::string ptx;
};

struct Bundle {
  std::vector<KernelInfo> kernels;
  std::vector<ConstantInfo> constants;
  std::vector<Image> images;

  const KernelInfo* find_kernel(std::string_view name) const;
  const ConstantInfo* find_constant(std::string_view name) const;
  // Kernel names joined with ", " for error messages.
  std::string kernel_names() const;
};

inline constexpr std::string_view kBundleMagic = "kiln-bundle 1";

// Parses .kbundle text; throws BundleError naming the line on malformed input.
Bundle parse_bundle(std::string_view text);
// Writes a bundle that parse_bundle reads back unchanged; throws BundleError on fields that
// cannot be written (spaces in names, `unknown` kinds, PTX version not matching the PTX text).
std::string write_bundle(const Bundle& bundle);
// True when the text starts like a bundle (used to tell bundles from PTX and cubins).
bool looks_like_bundle(std::string_view bytes);

// A compute capability such as 9.0.
struct ComputeCapability {
  int major = 0;
  int minor = 0;
};

// Parsed `sm_XY[a]` arch name.
struct ArchName {
  int major = 0;
  int minor = 0;
  bool arch_specific = false;  // the `a` suffix
};
std::optional<ArchName> parse_arch(std::string_view arch);

// Picks the image to load on a device of capability `cc` whose driver accepts PTX up to
// `driver_max_ptx` (see "Choosing an image" in docs/bundle-format.md). Throws Error when no image
// runs on that device, and PtxVersionError when the only candidates need a newer driver.
const Image& choose_image(const Bundle& bundle, ComputeCapability cc, PtxVersion driver_max_ptx,
                          int driver_version);

}  // namespace kiln
