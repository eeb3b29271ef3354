// A tile kernel's parameters as its author wrote them (tensors and scalars), recovered from the
// bundle's demangled signature and flattened parameter list. Launchers that take whole tensors
// (kilnc --emit=header's tile launchers, the Python binding) group the flattened parameters with
// it. Part of kiln_bundle: no CUDA.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kiln/bundle.hpp"

namespace kiln {

struct TileParam {
  bool is_tensor = false;
  // Tensors: the element's spelling from the flattened pointer (f32, bf16, i32, ...); scalars:
  // their flattened spelling (i64, f32, ...).
  std::string element;
  bool is_const = false;  // tensor<const T, R>: the kernel only reads it
  int rank = 0;           // tensors: R (1..4)
  size_t first = 0;       // index of its first flattened parameter (a tensor has 1 + 2R)
  std::string spelling;   // as the signature writes it: "tensor<const float, 2>", "long"
};

// The parameters of a demangled signature, split at top-level commas ("f(tensor<float, 2>, int)" ->
// {"tensor<float, 2>", "int"}); empty when there is no parameter list.
std::vector<std::string> signature_params(std::string_view signature);

// The rank of a tile kernel's `tensor<T, R>` parameter (also kiln::tile::tensor<...>), 0 otherwise.
int tensor_rank(std::string_view param);

// The kernel's parameters in its own terms; nullopt unless it has a signature whose tensors and
// scalars account for its flattened parameters exactly (each tensor a pointer then 2R i64s).
std::optional<std::vector<TileParam>> tile_parameters(const KernelInfo& kernel);

}  // namespace kiln
