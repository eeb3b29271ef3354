// Host-side value types that name what a kernel parameter is. No CUDA dependency.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace kiln {

// The bits of a device half / bfloat16, for passing such values by value from the host.
struct half {
  uint16_t bits = 0;
};
struct bfloat16 {
  uint16_t bits = 0;
};

// A non-owning, typed device pointer: what a `T*` kernel parameter takes. Wrap a raw CUdeviceptr
// (from cuMemAlloc, cudaMalloc, cuBLAS workspaces...) with DevicePtr<T>(raw).
template <class T>
class DevicePtr {
 public:
  using element_type = T;
  DevicePtr() = default;
  explicit DevicePtr(unsigned long long raw) : raw_(raw) {}
  explicit DevicePtr(T* raw) : raw_(reinterpret_cast<uintptr_t>(raw)) {}
  // DevicePtr<float> -> DevicePtr<const float>, never the other way.
  template <class U, class = std::enable_if_t<std::is_convertible_v<U*, T*>>>
  DevicePtr(DevicePtr<U> other) : raw_(other.raw()) {}

  unsigned long long raw() const { return raw_; }
  T* get() const { return reinterpret_cast<T*>(static_cast<uintptr_t>(raw_)); }
  explicit operator bool() const { return raw_ != 0; }
  DevicePtr operator+(std::ptrdiff_t n) const {
    return DevicePtr(raw_ + static_cast<unsigned long long>(n * static_cast<std::ptrdiff_t>(elem_size())));
  }

 private:
  static constexpr size_t elem_size() {
    if constexpr (std::is_void_v<T>) return 1;
    else return sizeof(T);
  }
  unsigned long long raw_ = 0;
};

// A by-value launcher parameter of arithmetic type T that accepts the same kind of number only:
// an integer for an integer, a floating value for a floating one (generated headers use it).
template <class T>
struct Value {
  T value;
  template <class U, class = std::enable_if_t<std::is_arithmetic_v<U> && std::is_same_v<U, bool> == std::is_same_v<T, bool> &&
                                              std::is_integral_v<U> == std::is_integral_v<T>>>
  Value(U v) : value(static_cast<T>(v)) {}
};
template <>
struct Value<half> {
  half value;
  Value(half v) : value(v) {}
};
template <>
struct Value<bfloat16> {
  bfloat16 value;
  Value(bfloat16 v) : value(v) {}
};

}  // namespace kiln
