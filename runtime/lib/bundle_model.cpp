// Small queries on the bundle model.
#include "kiln/bundle.hpp"

#include <cstring>

namespace kiln {

const char* to_string(ParamKind kind) {
  switch (kind) {
    case ParamKind::pointer: return "pointer";
    case ParamKind::value: return "value";
    case ParamKind::unknown: return "unknown";
  }
  return "?";
}

const KernelInfo* Bundle::find_kernel(std::string_view name) const {
  for (const KernelInfo& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

const ConstantInfo* Bundle::find_constant(std::string_view name) const {
  for (const ConstantInfo& c : constants)
    if (c.name == name) return &c;
  return nullptr;
}

std::string Bundle::kernel_names() const {
  std::string names;
  for (const KernelInfo& k : kernels) names += (names.empty() ? "" : ", ") + k.name;
  return names;
}

std::optional<ArchName> parse_arch(std::string_view arch) {
  if (arch.substr(0, 3) != "sm_") return std::nullopt;
  std::string_view digits = arch.substr(3);
  ArchName out;
  if (!digits.empty() && digits.back() == 'a') {
    out.arch_specific = true;
    digits.remove_suffix(1);
  }
  if (digits.size() < 2 || digits.size() > 3) return std::nullopt;
  for (char c : digits)
    if (c < '0' || c > '9') return std::nullopt;
  // The last digit is the minor version: sm_90 -> 9.0, sm_120 -> 12.0.
  out.minor = digits.back() - '0';
  out.major = std::stoi(std::string(digits.substr(0, digits.size() - 1)));
  return out;
}

}  // namespace kiln

namespace kiln {

bool contiguous_arguments(const std::vector<ContiguousTensor>& tensors, void* const* args, size_t count) {
  auto value = [&](size_t i) {
    int64_t v = 0;
    std::memcpy(&v, args[i], sizeof(v));
    return v;
  };
  for (const ContiguousTensor& t : tensors) {
    if (t.rank == 0 || t.element_bytes == 0 || size_t(t.arg) + 2 * size_t(t.rank) >= count) return false;
    const int64_t bytes = t.element_bytes;
    const size_t shape = t.arg + 1, strides = t.arg + 1 + t.rank, last = t.rank - 1;
    if (uint64_t(value(t.arg)) % 16 != 0) return false;
    if (value(strides + last) != 1) return false;
    if ((value(shape + last) * bytes) % 16 != 0) return false;
    for (size_t k = 0; k < last; ++k)
      if ((value(strides + k) * bytes) % 16 != 0) return false;
  }
  return true;
}

bool tensor_map_arguments(const std::vector<TensorMapSource>& sources, void* const* args, size_t count) {
  auto value = [&](size_t i) {
    int64_t v = 0;
    std::memcpy(&v, args[i], sizeof(v));
    return v;
  };
  for (const TensorMapSource& t : sources) {
    if (t.rank == 0 || t.rank > 5 || size_t(t.arg) + 2 * size_t(t.rank) >= count) return false;
    const size_t shape = t.arg + 1, strides = t.arg + 1 + t.rank, last = t.rank - 1;
    if (uint64_t(value(t.arg)) % 16 != 0 || value(t.arg) == 0) return false;
    if (value(strides + last) != 1) return false;
    for (size_t k = 0; k < t.rank; ++k)
      if (value(shape + k) < 1 || value(shape + k) > (int64_t(1) << 32)) return false;
    for (size_t k = 0; k < last; ++k) {
      int64_t bytes = value(strides + k) * int64_t(t.element_bytes);
      if (value(strides + k) <= 0 || bytes % 16 != 0 || bytes >= (int64_t(1) << 40)) return false;
    }
  }
  return true;
}

}  // namespace kiln
