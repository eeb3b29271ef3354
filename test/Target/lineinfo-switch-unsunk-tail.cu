// -lineinfo on a switch whose shared tail SwitchToIndependentIfs copies back
// into each case (halo stores guarded by `if (ty == 0)`, `if (ty == 15)`):
// the copies' locations were remapped as new module-level metadata, a second
// subprogram and compile unit, and the optimised LLVM IR did not verify
// (stable_fluids_advect_jacobi_project's divergence kernel). They keep the
// function's subprogram.
// RUN: kilnc %s --arch=sm_90 -lineinfo -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx

#define B 16

// CHECK-LABEL: .entry halo(
// CHECK: .loc 1 {{[0-9]+}}
// CHECK: bar.sync
// CHECK: .file 1 "{{.*}}lineinfo-switch-unsunk-tail.cu"
extern "C" __global__ void halo(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * B + tx, gy = blockIdx.y * B + ty;
  tile[ty + 1][tx + 1] = in[gy * cols + gx];
  if (ty == 0) tile[0][tx + 1] = in[max(gy - 1, 0) * cols + gx];
  if (ty == B - 1) tile[B + 1][tx + 1] = in[min(gy + 1, rows - 1) * cols + gx];
  if (tx == 0) tile[ty + 1][0] = in[gy * cols + max(gx - 1, 0)];
  if (tx == B - 1) tile[ty + 1][B + 1] = in[gy * cols + min(gx + 1, cols - 1)];
  __syncthreads();
  out[gy * cols + gx] = tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2];
}
