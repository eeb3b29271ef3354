__global__ void k(float *p) {
  p[0] = oops;
}
