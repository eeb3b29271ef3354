// An inline PTX instruction name PTX does not have is an error at the asm statement (issue 13):
// a mangled asm string (fuzz/extremes.py, class unsupported) used to exit 0 with PTX that ptxas
// rejected. Names built from operands, directives, labels and predicates are left to ptxas.
// RUN: not kilnc %s --arch=sm_90 -DBAD -o /dev/null 2>&1 | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

extern "C" __global__ void lane(unsigned *out) {
  unsigned v;
#ifdef BAD
  // CHECK: inline-ptx-unknown.cu:[[@LINE+1]]:3: error: inline PTX instruction 'mvo.u32' is not a PTX instruction
  asm volatile("mvo.u32 %0, %%laneid;" : "=r"(v));
#else
  asm volatile("{ .reg .pred p;\n setp.ne.u32 p, %1, 0;\n @p mov.u32 %0, %%laneid;\n"
               " @!p mov.u32 %0, 0;\n L1: }" : "=r"(v) : "r"(out[0]));
#endif
  out[threadIdx.x] = v;
}

// CHECK-NOT: error
