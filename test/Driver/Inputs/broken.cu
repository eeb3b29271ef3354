// A kernel that does not parse (test/Driver/fdriver-only.test).
__global__ void broken(float *p) { p[0] = nope; }
