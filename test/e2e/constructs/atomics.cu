// Every atomic, on every type the contract lists, under contention (each slot is hit by many
// threads), at device, block (on shared memory) and system scope.

// slots[k] for k in 0..7 gather the contended operations; every thread hits slot i % 8.
extern "C" __global__ void atomics_int(const int* v, int* islots, unsigned* uslots, unsigned long long* lslots,
                                       long long* llslots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = v[i];
  unsigned ux = (unsigned)x;
  int k = i % 4;
  atomicAdd(&islots[0 * 4 + k], x);
  atomicSub(&islots[1 * 4 + k], x);
  atomicMin(&islots[2 * 4 + k], x);
  atomicMax(&islots[3 * 4 + k], x);
  atomicAnd(&islots[4 * 4 + k], ~(1 << (i % 31)));
  atomicOr(&islots[5 * 4 + k], x & 0x0f0f);
  atomicXor(&islots[6 * 4 + k], x);
  atomicAdd(&uslots[0 * 4 + k], ux);
  atomicSub(&uslots[1 * 4 + k], ux);
  atomicMin(&uslots[2 * 4 + k], ux);
  atomicMax(&uslots[3 * 4 + k], ux);
  atomicAnd(&uslots[4 * 4 + k], ux | 0xff000000u);
  atomicOr(&uslots[5 * 4 + k], ux & 0xf0u);
  atomicXor(&uslots[6 * 4 + k], ux * 2654435761u);
  atomicInc(&uslots[7 * 4 + k], 17u);
  atomicDec(&uslots[8 * 4 + k], 13u);
  unsigned long long lx = (unsigned long long)(long long)x * 0x100000001ull;
  atomicAdd(&lslots[0 * 4 + k], lx);
  atomicMin(&lslots[1 * 4 + k], lx);
  atomicMax(&lslots[2 * 4 + k], lx);
  atomicAnd(&lslots[3 * 4 + k], ~(1ull << (i % 63)));
  atomicOr(&lslots[4 * 4 + k], 1ull << (i % 64));
  atomicXor(&lslots[5 * 4 + k], lx);
  atomicMin(&llslots[0 * 4 + k], (long long)x * 3000000000LL);
  atomicMax(&llslots[1 * 4 + k], (long long)x * 3000000000LL);
}

// Float and double adds of exactly representable values (so any order gives the exact sum).
extern "C" __global__ void atomics_float(const int* v, float* fslots, double* dslots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&fslots[i % 4], (float)v[i] * 0.25f);
  atomicAdd(&dslots[i % 4], (double)v[i] * 0.125);
  atomicAdd_block(&fslots[4 + i % 4], 1.0f);
  atomicAdd_system(&dslots[4 + i % 4], 0.5);
}

// atomicExch: every value put in is taken out exactly once (by a later exchange or the final read).
extern "C" __global__ void atomics_exch(int* islot, unsigned* uslot, unsigned long long* lslot, float* fslot,
                                        int* itaken, unsigned* utaken, unsigned long long* ltaken, float* ftaken, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  itaken[i] = atomicExch(islot, i + 1);
  utaken[i] = atomicExch(uslot, (unsigned)(i + 1) * 3u);
  ltaken[i] = atomicExch(lslot, (unsigned long long)(i + 1) << 33);
  ftaken[i] = atomicExch(fslot, (float)(i + 1));
}

// atomicCAS loops: a multiply-add that has no atomic instruction, on int, unsigned and u64.
extern "C" __global__ void atomics_cas(int* islot, unsigned* uslot, unsigned long long* lslot, int* wins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int old = *islot, assumed;
  do {
    assumed = old;
    old = atomicCAS(islot, assumed, assumed * 3 + 1);
  } while (old != assumed);
  unsigned uo = *uslot, ua;
  do {
    ua = uo;
    uo = atomicCAS(uslot, ua, ua * 5u + 7u);
  } while (uo != ua);
  unsigned long long lo = *lslot, la;
  do {
    la = lo;
    lo = atomicCAS(lslot, la, la * 3ull + (unsigned long long)i);
  } while (lo != la);
  // Exactly one thread wins a CAS from 0.
  if (atomicCAS_system(wins, 0, i + 1) == 0) atomicAdd_system(wins + 1, 1);
}

// _block variants on shared memory, then one thread publishes the block's result; _system ones on
// global memory.
extern "C" __global__ void atomics_scoped(const int* v, int* out, unsigned* sys, int n) {
  __shared__ int s_add, s_min, s_max, s_xor;
  __shared__ unsigned s_inc, s_cas;
  if (threadIdx.x == 0) {
    s_add = 0; s_min = 0x7fffffff; s_max = -0x7fffffff - 1; s_xor = 0; s_inc = 0; s_cas = 0;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int x = v[i];
    atomicAdd_block(&s_add, x);
    atomicMin_block(&s_min, x);
    atomicMax_block(&s_max, x);
    atomicXor_block(&s_xor, x);
    atomicInc_block(&s_inc, 1000000u);
    // (A plain read of s_cas here, the CUDA guide's idiom, is reported as a race by kilnc's checker.)
    unsigned old = atomicOr_block(&s_cas, 0u), assumed;
    do {
      assumed = old;
      old = atomicCAS_block(&s_cas, assumed, assumed + (unsigned)(x & 0xff));
    } while (old != assumed);
    atomicSub_block((int*)&s_cas, 0);
    atomicAdd_system(&sys[0], 1u);
    atomicMax_system(&sys[1], (unsigned)i);
    atomicOr_system(&sys[2], 1u << (i % 32));
    atomicAnd_system(&sys[3], ~(1u << (i % 32)));
    atomicSub_system(&sys[4], 2u);
    atomicDec_system(&sys[5], 0xffffffffu);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int* o = out + 6 * blockIdx.x;
    o[0] = s_add; o[1] = s_min; o[2] = s_max; o[3] = atomicExch_block(&s_xor, 0); o[4] = (int)s_inc; o[5] = (int)s_cas;
  }
}
