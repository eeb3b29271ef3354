//===- cooperative_groups/details/functional.h - kilnc's cg operators -*- C++ -*-===//
//
// The function objects cg::reduce and the scans take. cg::reduce recognises
// plus/less/greater/bit_and/bit_or/bit_xor on 32-bit integers and uses the
// warp reduction instruction (redux.sync) for them, as CUDA's does.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_FUNCTIONAL_H
#define KILN_COOPERATIVE_GROUPS_FUNCTIONAL_H

namespace cooperative_groups {

template <class T> struct plus {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T> struct less {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return (b < a) ? b : a; }
};
template <class T> struct greater {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return (a < b) ? b : a; }
};
template <class T> struct bit_and {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a ^ b; }
};

namespace __kiln_cg {
/// Which redux.sync an operator on T is, or none (-1): 32-bit (or narrower)
/// integers only, as in CUDA's header.
enum redux_op { redux_none = -1, redux_add, redux_min, redux_max, redux_and, redux_or, redux_xor };
template <class Op, class T> struct redux_of { static constexpr int value = redux_none; };
template <class T> struct redux_of<plus<T>, T> { static constexpr int value = redux_add; };
template <class T> struct redux_of<less<T>, T> { static constexpr int value = redux_min; };
template <class T> struct redux_of<greater<T>, T> { static constexpr int value = redux_max; };
template <class T> struct redux_of<bit_and<T>, T> { static constexpr int value = redux_and; };
template <class T> struct redux_of<bit_or<T>, T> { static constexpr int value = redux_or; };
template <class T> struct redux_of<bit_xor<T>, T> { static constexpr int value = redux_xor; };
template <class Op, class T>
inline constexpr int redux_for = (__is_integral(T) && sizeof(T) <= 4 && !__is_same(T, bool)) ? redux_of<Op, T>::value
                                                                                            : int(redux_none);

template <int K, class T> __device__ __forceinline__ T redux(unsigned mask, T v) {
  if constexpr (__is_unsigned(T)) {
    unsigned u = unsigned(v);
    if constexpr (K == redux_add) return T(__reduce_add_sync(mask, u));
    else if constexpr (K == redux_min) return T(__reduce_min_sync(mask, u));
    else if constexpr (K == redux_max) return T(__reduce_max_sync(mask, u));
    else if constexpr (K == redux_and) return T(__reduce_and_sync(mask, u));
    else if constexpr (K == redux_or) return T(__reduce_or_sync(mask, u));
    else return T(__reduce_xor_sync(mask, u));
  } else {
    int s = int(v);
    if constexpr (K == redux_add) return T(__reduce_add_sync(mask, s));
    else if constexpr (K == redux_min) return T(__reduce_min_sync(mask, s));
    else if constexpr (K == redux_max) return T(__reduce_max_sync(mask, s));
    else if constexpr (K == redux_and) return T(__reduce_and_sync(mask, unsigned(s)));
    else if constexpr (K == redux_or) return T(__reduce_or_sync(mask, unsigned(s)));
    else return T(__reduce_xor_sync(mask, unsigned(s)));
  }
}
} // namespace __kiln_cg
} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_FUNCTIONAL_H
