// -fsyntax-only parses and translates the kernels for every target, reports errors and writes
// nothing (not even to stdout).
// RUN: rm -rf %t && mkdir %t
// RUN: kilnc %s --arch=sm_80,sm_90a -fsyntax-only -o %t/out.kbundle | count 0
// RUN: not test -e %t/out.kbundle
// RUN: not kilnc %s -DBROKEN -fsyntax-only 2>&1 | FileCheck %s
// CHECK: syntax-only.cu:[[@LINE+5]]:{{.*}}: error: use of undeclared identifier 'undeclared'

__global__ void k(float *p) {
  p[threadIdx.x] = 1.0f;
#ifdef BROKEN
  p[0] = undeclared;
#endif
}
