// How typed launch arguments are described (for checking) and marshalled (for cuLaunchKernel).
// No CUDA dependency.
#pragma once

#include <string>
#include <type_traits>

#include "kiln/arg_check.hpp"
#include "kiln/types.hpp"

namespace kiln {

// The bundle's spelling of a host type: float -> f32, unsigned -> u32, half -> f16; "" if none.
template <class T>
std::string type_spelling() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same_v<U, bool>) return "bool";
  else if constexpr (std::is_same_v<U, float>) return "f32";
  else if constexpr (std::is_same_v<U, double>) return "f64";
  else if constexpr (std::is_same_v<U, half>) return "f16";
  else if constexpr (std::is_same_v<U, bfloat16>) return "bf16";
  else if constexpr (std::is_integral_v<U>) return (std::is_signed_v<U> ? "i" : "u") + std::to_string(8 * sizeof(U));
  else return "";
}

template <class T>
struct is_device_ptr : std::false_type {};
template <class T>
struct is_device_ptr<DevicePtr<T>> : std::true_type {};

// Describes one marshalled argument: a DevicePtr is a pointer, anything else a value.
template <class T>
ArgInfo describe_argument() {
  static_assert(std::is_trivially_copyable_v<T>, "kernel arguments must be trivially copyable");
  ArgInfo info;
  if constexpr (is_device_ptr<T>::value) {
    using E = typename T::element_type;
    info.is_pointer = true;
    info.size = sizeof(T);
    info.align = alignof(T);
    std::string element = std::is_void_v<E> ? "" : type_spelling<E>();
    if (!element.empty()) info.type = (std::is_const_v<E> ? "const_" : "") + element + "*";
    else info.type = std::is_const_v<E> ? "const_pointer" : "pointer";
  } else {
    info.size = sizeof(T);
    info.align = alignof(T);
    info.type = type_spelling<T>();
  }
  return info;
}

// Turns what a caller passes into what the kernel receives: raw pointers become DevicePtr (they
// are device addresses under unified addressing); DeviceBuffer adds its own overload.
template <class T>
DevicePtr<T> device_arg(T* p) {
  return DevicePtr<T>(p);
}
template <class T>
const T& device_arg(const T& v) {
  return v;
}

}  // namespace kiln
