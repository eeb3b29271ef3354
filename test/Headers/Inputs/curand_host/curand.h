// The three host-API types <curand_kernel.h> uses, for the host-side sequence test.
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];
typedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;
