// ptxas 13.0.88 (CUDA 13.0) segfaults at -O1 and above on the unoptimised PTX of this kernel: a
// recursive __device__ function (not a tail call) called in a switch case that constant folding
// makes dead. Found by fuzz/generate.py --grammar real --seed 28001 (kernel 672693611, kilnc -O0);
// hand-reduced. Not kilnc's bug: nvcc's own unoptimised PTX of this file crashes ptxas the same way.
//   kilnc --arch=sm_90 -O0 F -o k.ptx && ptxas -arch=sm_90 k.ptx            -> Segmentation fault
//   nvcc -ptx -arch=sm_90 -Xcicc -O0 F -o n.ptx && ptxas -arch=sm_90 n.ptx  -> Segmentation fault
//   ptxas -O0 accepts both; kilnc -O1..-O3 and nvcc -O3 fold the dead case away and are fine.
__device__ unsigned rec(unsigned x, int d) {
  return d <= 0 ? x : rec(x * 3u, d - 1) ^ (x >> d);
}
extern "C" __global__ void k(const unsigned *in, unsigned *out) {
  unsigned h = threadIdx.x;
  switch ((in[0] << 31) & 7) {
  case 5:
    h = rec(h, 1);
    break;
  case 3:
    for (int i = 0; i < (int)blockIdx.x; ++i) {
    }
    break;
  }
  out[threadIdx.x] = h;
}
