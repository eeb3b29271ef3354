// A kernel parameter's generic address (cvta.param: a __grid_constant__ parameter whose address
// escapes; cvta.to.param and isspacep.param from __cvta_generic_to_grid_constant and
// __isGridConstant) needs PTX ISA 7.7, newer than sm_80's 7.0 and sm_86's 7.1 defaults: the fuzzer
// found exit-0 PTX for sm_86 that ptxas rejected ("cvta/isspacep with .param state space requires
// PTX ISA .version 7.7"). Reads in place (ld.param) keep the target's own minimum.
// RUN: kilnc %s --arch=sm_86 -o %t.86.ptx
// RUN: FileCheck %s --check-prefix=ESCAPES < %t.86.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_86 %t.86.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80 -DREAD_ONLY -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=READS < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: not kilnc %s --arch=sm_86 --cuda-driver=11.4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP

struct Big {
  float w[65];
};

// READS: {{^}}.version 7.0{{$}}
// READS: ld.param
// READS-NOT: cvta.param
__global__ void indexed(const __grid_constant__ Big b, const int *idx, float *out) {
  out[threadIdx.x] = b.w[idx[threadIdx.x]];
}

#ifndef READ_ONLY
// ESCAPES: {{^}}.version 7.7{{$}}
// ESCAPES: cvta.param
__global__ void escapes(const __grid_constant__ Big b, const float **out) {
  out[threadIdx.x] = &b.w[threadIdx.x];
}

// ESCAPES: isspacep.param
__global__ void query(const __grid_constant__ Big b, const void *const *ps, int *out) {
  out[threadIdx.x] = __isGridConstant(ps[threadIdx.x]);
}
#endif
// The cap error points at the first use of the feature that needs 7.7.
// CAP: ptx-version-param-address.cu:[[@LINE-9]]:3: error: PTX ISA 7.7 (needed for generic addresses of kernel parameters (cvta.param, isspacep.param) on sm_86) exceeds the cap of 7.4
