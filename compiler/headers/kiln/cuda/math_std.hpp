//===- kiln/cuda/math_std.hpp - the device math functions in std:: -*- C++ -*-===//
//
// <cmath> declares std::sqrt ... as `using ::sqrt;`, which names the C
// library's host functions declared at that point; these using-declarations
// add kilnc's __device__ overloads (kiln/cuda/math.hpp) to them, so std::sqrt,
// std::fabs, std::fminf ... work in device code as with nvcc. Only the names
// the C++ standard puts in std (CUDA's own, such as rsqrtf, stay global).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_MATH_STD_HPP
#define KILN_CUDA_MATH_STD_HPP

namespace std {
// The names (and only those) libstdc++'s <cmath> and <cstdlib> put in std.
using ::abs; using ::labs; using ::llabs; using ::acos; using ::acosh;
using ::acoshf; using ::asin; using ::asinh; using ::asinhf; using ::atan2;
using ::atan; using ::atanh; using ::atanhf; using ::cbrt; using ::cbrtf;
using ::ceil; using ::copysign; using ::copysignf; using ::cos; using ::cosh;
using ::erf; using ::erfc; using ::erfcf; using ::erff; using ::exp2;
using ::exp2f; using ::exp; using ::expm1; using ::expm1f; using ::fabs;
using ::fdim; using ::fdimf; using ::floor; using ::fma; using ::fmaf;
using ::fmax; using ::fmaxf; using ::fmin; using ::fminf; using ::fmod;
using ::frexp; using ::hypot; using ::hypotf; using ::ilogb; using ::ilogbf;
using ::ldexp; using ::lgamma; using ::lgammaf; using ::llrint; using ::llrintf;
using ::llround; using ::llroundf; using ::log10; using ::log1p; using ::log1pf;
using ::log2; using ::log2f; using ::log; using ::logb; using ::logbf;
using ::lrint; using ::lrintf; using ::lround; using ::lroundf; using ::modf;
using ::nan; using ::nanf; using ::nearbyint; using ::nearbyintf;
using ::nextafter; using ::nextafterf; using ::pow; using ::remainder;
using ::remainderf; using ::remquo; using ::remquof; using ::rint; using ::rintf;
using ::round; using ::roundf; using ::scalbln; using ::scalblnf; using ::scalbn;
using ::scalbnf; using ::sin; using ::sinh; using ::sqrt; using ::tan;
using ::tanh; using ::tgamma; using ::tgammaf; using ::trunc; using ::truncf;
} // namespace std

#endif // KILN_CUDA_MATH_STD_HPP
