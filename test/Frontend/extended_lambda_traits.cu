// nvcc's built-in traits of extended lambdas take a type, not a value
// (`__nv_is_extended_device_lambda_closure_type(F)`): libcu++'s invoke and code written
// against it name them. kilnc did not know them ("'F' does not refer to a value"). Without
// --extended-lambda, which kilnc follows, nvcc answers false for every type, in constant
// expressions and template arguments alike.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

template <class F> __device__ int traits(F) {
  return __nv_is_extended_device_lambda_closure_type(F) +
         2 * __nv_is_extended_host_device_lambda_closure_type(F) +
         4 * __nv_is_extended_device_lambda_with_preserved_return_type(F);
}

template <class A, class B> struct Two {};
static_assert(!__nv_is_extended_device_lambda_closure_type(Two<int, float>), "a type with a comma");

template <bool B> struct Flag {
  static constexpr int value = B ? 100 : 7;
};

// CHECK-LABEL: .entry _Z5queryPi
// CHECK: st.global.b32 [{{%rd[0-9]+}}], 7;
__global__ void query(int *out) {
  auto lam = [](int x) { return x + 1; };
  out[0] = traits(lam) + Flag<__nv_is_extended_host_device_lambda_closure_type(decltype(lam))>::value;
}
