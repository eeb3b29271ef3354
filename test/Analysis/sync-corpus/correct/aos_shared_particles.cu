// Array-of-structs in shared memory: each thread stores its particle (a
// struct with position and mass), and after the barrier every thread sums
// the gravitational pull of the block's particles (member accesses of other
// threads' elements).
// LAUNCH: grid=8 block=128 args=px:f32[1024]:rand py:f32[1024]:rand m:f32[1024]:urand fx:f32[1024]:zero fy:f32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

struct Particle {
  float x, y;
  float mass;
};

extern "C" __global__ void aos_shared_particles(const float *px, const float *py, const float *m, float *fx, float *fy) {
  __shared__ Particle p[128];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  p[t].x = px[g];
  p[t].y = py[g];
  p[t].mass = m[g];
  __syncthreads();
  float ax = 0.0f, ay = 0.0f;
  for (int j = 0; j < blockDim.x; ++j) {
    float dx = p[j].x - p[t].x, dy = p[j].y - p[t].y;
    float inv = rsqrtf(dx * dx + dy * dy + 0.01f);
    ax += p[j].mass * dx * inv * inv * inv;
    ay += p[j].mass * dy * inv * inv * inv;
  }
  fx[g] = ax;
  fy[g] = ay;
}
