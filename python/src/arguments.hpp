// A kernel's parameters as Python passes them, and turning a call's arguments into the flattened
// parameters cuLaunchKernel takes, checked against the kernel's signature first.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kiln/bundle.hpp"

namespace kiln::python {

// One parameter of the Python call.
struct CallParam {
  enum Kind { tensor, pointer, scalar, unknown_u64 } kind = scalar;
  std::string element;  // tensor/pointer element spelling (f32; "" or struct.X unchecked); scalar spelling
  bool is_const = false;
  int rank = 0;          // tensors: R
  size_t first = 0;      // first flattened parameter
  uint32_t size = 0;     // scalars: bytes
  std::string spelling;  // for messages: "tensor<const float, 2>", "f32*", "i64"
};

struct Signature {
  std::string kernel;
  std::vector<CallParam> params;
  size_t flat_count = 0;
  bool tile = false;   // grouped into tensors from a tile kernel's signature
  bool known = true;   // false for cubins: no parameter list to check or marshal against
  // "(tensor<const float, 2>, tensor<float, 2>)"
  std::string describe() const;
};

// From a bundle's kernel (tile kernels grouped into tensors), or from a parameter list alone
// (plain PTX: sizes only). `info` may be null.
Signature make_signature(const std::string& name, const KernelInfo* info,
                         const std::optional<std::vector<Param>>& params);

// The flattened parameters of one launch: each in an 8-byte-aligned slot, pointers to them.
struct FlatArgs {
  std::vector<uint64_t> storage;
  std::vector<void*> pointers;  // null-terminated
};

// Checks `args` against `sig` and flattens them; throws ArgumentError naming the kernel, the
// argument and what was expected. `device`: the module's device (tensors elsewhere are refused);
// `first_device` receives the first tensor's CUDA ordinal (or stays -1).
void marshal(const Signature& sig, const pybind11::args& args, int device, FlatArgs& out, int& first_device);

// The flattened values (as Python ints) that marshal produces; for tests and `Kernel.check`.
pybind11::list flat_values(const Signature& sig, const FlatArgs& flat);

}  // namespace kiln::python
