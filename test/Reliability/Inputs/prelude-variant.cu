// One kernel compiled with many -D values: each value is its own prelude PCH.
extern "C" __global__ void scale(float *x) { x[threadIdx.x] *= VARIANT; }
