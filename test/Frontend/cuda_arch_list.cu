// __CUDA_ARCH_LIST__ as nvcc defines it: every target's __CUDA_ARCH__, ascending and
// without repeats, the same in each target's compile (CUB names its namespace after it).
// RUN: kilnc %s --arch=sm_90 -o - | FileCheck %s --check-prefix=ONE
// RUN: kilnc %s --arch=sm_90a,sm_80,sm_90 --emit=bundle -o %t.kbundle --save-temps
// RUN: FileCheck %s --check-prefix=SEVERAL --input-file=%t.sm_80.ptx
// RUN: FileCheck %s --check-prefix=SEVERAL --input-file=%t.sm_90a.ptx
// ONE: st.global.b32 [%rd{{[0-9]+}}], 900;
// ONE: st.global.b32 [%rd{{[0-9]+}}+4], 0;
// SEVERAL: st.global.b32 [%rd{{[0-9]+}}], 800;
// SEVERAL: st.global.b32 [%rd{{[0-9]+}}+4], 900;
// SEVERAL: st.global.b32 [%rd{{[0-9]+}}+8], 0;
__global__ void arch_list(unsigned *out) {
  constexpr unsigned list[] = {__CUDA_ARCH_LIST__, 0};
  for (unsigned i = 0; i < sizeof(list) / sizeof(list[0]); ++i)
    out[i] = list[i];
}
