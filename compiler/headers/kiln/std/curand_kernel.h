//===- curand_kernel.h - cuRAND's device API, Kiln's implementation --------===//
// (Over 800 lines: one header, as cuRAND's: two generators, their skip-ahead, distributions.)
// The names, types and sequences of the CUDA toolkit's <curand_kernel.h> for
// the XORWOW (curandState, the default) and Philox4_32_10 generators, written
// for kilnc from the published algorithms: XORWOW is Marsaglia's xorshift
// with a Weyl counter ("Xorshift RNGs", J. Stat. Softw. 8(14), 2003), Philox
// is Salmon et al.'s counter-based generator ("Parallel random numbers: as
// easy as 1, 2, 3", SC'11). State layouts, seeding, subsequence spacing
// (2^67 for XORWOW, 2^66 for Philox), the uniform/normal/log-normal
// conversions and Box-Muller's float and double arithmetic are cuRAND's, so a
// kernel draws the same numbers, bit for bit, as with nvcc.
//
// XORWOW's skip-ahead: the toolkit multiplies the state by precomputed
// 160x160 GF(2) jump matrices (megabytes of tables). Here a jump of n steps is
// the polynomial x^n mod P (P: the register's characteristic polynomial)
// applied to the step map by Horner's rule, so the tables are 64+64 five-word
// polynomials (scripts/gen-xorwow-jumps.py computes them and checks them
// against plain stepping); the resulting state is the same linear map, hence
// identical. Cost per set bit of the subsequence/offset: 160 register steps.
//
// Not provided (their functions are declared unavailable, with what to use):
// MRG32k3a, MTGP32, Sobol, Poisson and discrete distributions.
//
//===----------------------------------------------------------------------===//
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
// The toolkit's sub-headers, all of which this one replaces.
#define CURAND_PHILOX4X32_X__H_
#define CURAND_UNIFORM_H_
#define CURAND_NORMAL_H_
#define CURAND_LOGNORMAL_H_
#define CURAND_GLOBALS_H

// The host API's header, for the few types the device API shares with it; its
// three typedefs here when no toolkit is installed (a repeated typedef is legal).
#if __has_include(<curand.h>)
#include <curand.h>
#else
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];
typedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;
#endif

#if !defined(QUALIFIERS)
#define QUALIFIERS static __forceinline__ __device__
#endif

#define MAX_XOR_N (5)
#define SKIPAHEAD_BLOCKSIZE (4)
#define SKIPAHEAD_MASK ((1 << SKIPAHEAD_BLOCKSIZE) - 1)
#define CURAND_2POW32 (4294967296.f)
#define CURAND_2POW32_DOUBLE (4294967296.)
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_2POW53_INV_2PI_DOUBLE (1.1102230246251565e-16 * 6.2831853071795860)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_2PI_DOUBLE (6.2831853071795860)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002

#define PHILOX_W32_0 (0x9E3779B9)
#define PHILOX_W32_1 (0xBB67AE85)
#define PHILOX_M4x32_0 (0xD2511F53)
#define PHILOX_M4x32_1 (0xCD9E8D57)

#define __KILN_CURAND_UNSUPPORTED(what)                                                     \
  __attribute__((unavailable(what " is not supported by kilnc's <curand_kernel.h>; use "    \
                                  "curandState (XORWOW) or curandStatePhilox4_32_10_t")))

//===----------------------------------------------------------------------===//
// State types (the toolkit's layouts, so sizeof and host-side allocation agree)
//===----------------------------------------------------------------------===//

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

//===----------------------------------------------------------------------===//
// XORWOW
//===----------------------------------------------------------------------===//

// Generated by scripts/gen-xorwow-jumps.py: x^(2^i) and x^(2^67 * 2^i) modulo
// the register's characteristic polynomial, bit j of a polynomial's five words
// being the coefficient of x^j.
static __device__ const unsigned int __kiln_xorwow_jump_offset[64 * 5] = {
    0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000010u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000100u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00010000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u,
    0xbebd3534u, 0x7064f5bcu, 0x20be29ebu, 0x536d5b32u, 0x063a0069u,
    0x9df022beu, 0x4c2ee09fu, 0x0939c7c8u, 0xe711c2f8u, 0xc6f135aeu,
    0xed64ec08u, 0xafc48684u, 0xd81c59eeu, 0x1640314fu, 0x2bf0ccefu,
    0x16ade0a0u, 0x3ff6a2d3u, 0x4746bd83u, 0x2e65a497u, 0x263e40a4u,
    0x9d10e028u, 0xee56d79cu, 0xfb1b3286u, 0x0f747418u, 0x26f9476du,
    0x284e9f80u, 0x95328d41u, 0x97ec0360u, 0x1e655d95u, 0x60a9306fu,
    0x3f490634u, 0x9ae593fcu, 0x1a95bb6bu, 0xda10a3fcu, 0xa3abaf54u,
    0xa80ecea0u, 0x392ca981u, 0x191e801eu, 0xceb66042u, 0x2f4edc3fu,
    0xfb9680e9u, 0xbdaba0b2u, 0x3986540fu, 0x23fe6cccu, 0x0994e82fu,
    0x4d53badbu, 0x3e30e97du, 0x19abbaf6u, 0x5cd52f87u, 0x98663641u,
    0x32da6db4u, 0x80135829u, 0x3abd4734u, 0x2060c3f9u, 0x38b2dd97u,
    0xbd3a57bdu, 0x066101a8u, 0x0b4f188eu, 0x16890623u, 0x8bf58771u,
    0x0c5b636fu, 0x4407a814u, 0x60204515u, 0x5bd4dbd2u, 0x2509eeb5u,
    0xa87f2bfeu, 0x0143dfcbu, 0x4b5142bau, 0xfd21a24bu, 0x3dac4527u,
    0x21e9179du, 0x2b57aa94u, 0x5f06e1fcu, 0x6735dc98u, 0x9aa0181fu,
    0x4a85a684u, 0x2ff777f0u, 0x8e58b0edu, 0xd4e84a39u, 0x6d37f6a0u,
    0x793adf2bu, 0x3d3e75c8u, 0x0b091758u, 0x9deb3f50u, 0xbcd116ecu,
    0x89c7a15du, 0x43629d41u, 0x8a870ba5u, 0xa7916f56u, 0x9db15489u,
    0xfa8fc346u, 0x694921b1u, 0xf2bd4c48u, 0x8b05ae1bu, 0x2de7aee2u,
    0xbc1bc6b9u, 0xd73ea395u, 0xfbdd753du, 0xe45dbacdu, 0x7b16eae0u,
    0xf144e1f3u, 0xb9b4b3c4u, 0x8222f622u, 0x9072105au, 0x66083550u,
    0xd88a6c5eu, 0x9ac20a72u, 0x209ef9a8u, 0xe8e4fd8au, 0x1ec855a5u,
    0xbd734cf1u, 0x9254a905u, 0xfb38236du, 0x11e62fd3u, 0xf9e7d21eu,
    0x8d333839u, 0x69fed6dfu, 0x79338fdeu, 0xa38a8714u, 0x0e538bcau,
    0x943999e4u, 0xc05db913u, 0x4e4010f3u, 0x9b865d3du, 0x0fd64174u,
    0x13da6451u, 0x4f1636fau, 0x6e523e62u, 0xac374f44u, 0x69a2e37fu,
    0x19eb1bbbu, 0xbaea3750u, 0x0fa8f206u, 0xd49dd019u, 0x9b3bccafu,
    0x013e4fc6u, 0x8fb0b988u, 0xbad0233bu, 0x63941ad7u, 0xf5f02d75u,
    0xc97b5642u, 0x2ebac13du, 0xbfe04058u, 0x2c6a7132u, 0x576780a5u,
    0x4add1023u, 0x5f64e54eu, 0xb0c250a8u, 0xcf4bd212u, 0x9a873149u,
    0x0ac5eea9u, 0xa37bfcd3u, 0x790ec91du, 0xba339dbcu, 0xc83db5cdu,
    0x67dd06cbu, 0xcbfe08ecu, 0xf64e2fa5u, 0x75fe23cfu, 0x0fc09983u,
    0xa33b53ffu, 0x1ce9360du, 0x4727f89bu, 0x05eacbcdu, 0x01632278u,
    0x9aee97cbu, 0x0de7db52u, 0x74719fdau, 0x51b8e04bu, 0x959e9904u,
    0x22b4f98cu, 0xd23a7f5au, 0x8d420eddu, 0xeadda806u, 0xcfd2a002u,
    0x817ef0ebu, 0xd19e838eu, 0xb26e9dc8u, 0xf5ba04fbu, 0x8adf73e9u,
    0xf66ad52bu, 0x3ab8e3d7u, 0x1e8352a4u, 0xe44a8605u, 0x6c106869u,
    0x480973c1u, 0xb4f4959eu, 0x173d230au, 0x6f15e08eu, 0xf07c940eu,
    0x79a31c08u, 0xc28d5d18u, 0x91649708u, 0x8b1bb8f8u, 0xf9158a86u,
    0x8e346bedu, 0x85425fb6u, 0xbcd60f3au, 0x4d16f104u, 0xff233c77u,
    0x670f870eu, 0xa7bb9766u, 0xef013c78u, 0xeb4a1373u, 0x256f3323u,
    0x9d89e990u, 0x682dbe05u, 0xc85ca267u, 0x2cbf3ed6u, 0xfd2d1a54u,
    0xf333af18u, 0x3b4e266bu, 0xa872663eu, 0x3888cd82u, 0x4daf13ecu,
    0x304ad7f4u, 0x3728f391u, 0xbf3ca967u, 0xc7b1330du, 0x264c2cbdu,
    0x75689dc9u, 0x036bf3a9u, 0x64ce979cu, 0x3bdff14fu, 0x51e43048u,
    0x42defd6du, 0xde992014u, 0x478a54ffu, 0x7802d9cbu, 0xb6d27a79u,
    0xef06fe75u, 0xefd6d1d8u, 0x09319075u, 0x69d568f5u, 0x5b2bd898u,
    0x51c810c4u, 0xfacd06d9u, 0xe3a66475u, 0x81ae21e0u, 0x6418d45cu,
    0xf05ae255u, 0xc4df4ca0u, 0xf032420cu, 0xf44ae9f0u, 0xe0298de2u,
    0xf9b9947bu, 0x7326e30au, 0x3366c775u, 0x91d00e4cu, 0x86c178ccu,
    0x02308bc9u, 0xdbe74deeu, 0xf4c5fe7du, 0xaac571a1u, 0xaa1f5f8bu,
    0x32d9c79bu, 0x0d1bae44u, 0x2bb4e02cu, 0xc92178dfu, 0x6632236du,
    0x6e8043cau, 0x0ed24ff6u, 0x1e668b6au, 0x538fc45fu, 0x4bfb509du,
    0x9319804du, 0x48c2c289u, 0xe00641cbu, 0x49929826u, 0x35e4c368u,
    0x9f564f7bu, 0x543973e4u, 0x9b33ee2cu, 0x149df73au, 0x58f31585u,
    0xbfe990f7u, 0xb6e2abc8u, 0x011498fau, 0x240651edu, 0x88cb16b1u,
};
static __device__ const unsigned int __kiln_xorwow_jump_sequence[64 * 5] = {
    0x26294934u, 0x77bbc248u, 0x1a87dad0u, 0x930052d4u, 0x947e6dd2u,
    0x5f39c379u, 0x95e20ba6u, 0x20e9ff72u, 0x1244ce5eu, 0xe8fd228fu,
    0xa7474d19u, 0x37c549e0u, 0x140877d2u, 0x24c43924u, 0xcd52ebecu,
    0xe0360ec5u, 0xb1c96c24u, 0xdbb91766u, 0x666ff5dcu, 0xf19a7e52u,
    0xfcc8f692u, 0x35aa698au, 0x04ebbf85u, 0x448304b0u, 0x082f3fd5u,
    0x48c289bdu, 0xe851cf98u, 0x845ad581u, 0xfd70752au, 0x2c3e63f6u,
    0xe502f5b3u, 0x77859d31u, 0x97e1cbb3u, 0xea09047au, 0x61d5f37eu,
    0xb89326d0u, 0x5a8655a9u, 0xfb6e98f5u, 0x02102162u, 0x7e6fcf6fu,
    0xb3a15db4u, 0xc6df3330u, 0x1a8be751u, 0xf1e4b221u, 0x6bb61c05u,
    0x133de1d0u, 0x361e4422u, 0xc6131fcfu, 0xd9719f45u, 0x9658a164u,
    0x19e2bee8u, 0xf8974218u, 0x4e65536au, 0xa2570336u, 0xe9b88082u,
    0x7863644bu, 0x2a21ce84u, 0x112e86f1u, 0xed01ce0eu, 0xba143e84u,
    0x0e2cae2eu, 0xd1011279u, 0x58923768u, 0x2bf650bau, 0xc985bcdau,
    0x213a286au, 0x6596b510u, 0x6fc10eaeu, 0x38a13547u, 0x11c7749eu,
    0x146281e7u, 0xa45b4452u, 0xafa8c695u, 0x74a0ac94u, 0x4b250e0au,
    0x2306bc52u, 0x790f3b4cu, 0x2fe473b9u, 0xbc81d7c0u, 0x093efe98u,
    0x89658c8bu, 0xf3914315u, 0xa73fe84bu, 0x3c5fadb6u, 0xadba8dd6u,
    0x09e49814u, 0x09caf5edu, 0x6b2460d9u, 0x1b9981c1u, 0x2d1fefc3u,
    0x82161afcu, 0x9bb13c55u, 0xfd20d7fbu, 0x306d90b9u, 0x92bf386fu,
    0x96d32350u, 0x0e081864u, 0x69faa798u, 0xe7faecf5u, 0xf1f951beu,
    0x3e9058c1u, 0x71da9705u, 0xe2cb1f2bu, 0x73456536u, 0xbd6501b6u,
    0x990ffc6eu, 0xbfdd1b5du, 0xc83e520bu, 0xe972936au, 0xac79abb9u,
    0xb1321eb5u, 0xb06d01a2u, 0x51532012u, 0x8fb59962u, 0x141d3b0bu,
    0x3257dfe1u, 0xd8a3d601u, 0x3a58c735u, 0x845f36e4u, 0x0112c611u,
    0xa0ffe9a4u, 0xf57be00eu, 0xe706880cu, 0x191211efu, 0xee5664fbu,
    0x9a3385b8u, 0xc540c30au, 0xb241d1e0u, 0x00626569u, 0x6b355fe9u,
    0xe129d45du, 0xac3e698bu, 0xd61f79fdu, 0x7a72a28bu, 0x7f4942beu,
    0x612501bbu, 0xae7b767du, 0xaa66c165u, 0x09bfaf8eu, 0x3e55c16du,
    0x874e26a7u, 0x33bc5a47u, 0xad95cba5u, 0x67651c39u, 0xf1f07dcau,
    0xb5ed0732u, 0x30e7a573u, 0x5c056714u, 0x2304f8fau, 0xebc584e1u,
    0x4b324c2eu, 0x2bdcc5a0u, 0x53eb4240u, 0xcac4fbc1u, 0x13e529e7u,
    0xe1683e38u, 0xa2339994u, 0x7308a647u, 0xc7c3f0b1u, 0x4a3dcd33u,
    0x5fe4b704u, 0xd77445c3u, 0xb80eeb3cu, 0x6720fc6du, 0x7da33f71u,
    0xea0715d2u, 0x435bf5e0u, 0x8b125b82u, 0x2bf15174u, 0x451636c0u,
    0x27786b0du, 0x55a8b8bbu, 0xad73d087u, 0x548172a6u, 0xb8dcb607u,
    0xedbc74acu, 0x9333668eu, 0x5330ec7eu, 0x139bc173u, 0x8df22694u,
    0x1e9372ddu, 0xe081adccu, 0xf9650df2u, 0x0ad599e4u, 0x21aeba83u,
    0x81e94b95u, 0x02bd032fu, 0x4241ada2u, 0x7cf446d1u, 0x585759bbu,
    0x552ec26fu, 0x2663dad8u, 0x25bf8d5eu, 0x538f9e9bu, 0x804bfd4cu,
    0xaed86880u, 0x7cc53d77u, 0x2379080du, 0x66b5ba47u, 0x271e9c90u,
    0xab750c90u, 0x454415efu, 0xd94a347cu, 0xd23c81beu, 0x551c7096u,
    0x3024c55fu, 0x9b3a9b08u, 0xcef11c55u, 0x3019557du, 0x08303d6du,
    0xbc6d2665u, 0xc1fd8153u, 0xd43c38c9u, 0xd70344ccu, 0x279357c0u,
    0x685d57dfu, 0xda26a2f1u, 0x5174006au, 0xe55bf1f1u, 0x5f20a739u,
    0x88aced61u, 0x3925e5e8u, 0xc8af3caau, 0xefa299b1u, 0xbc1538f8u,
    0x2b0ca967u, 0xf25d1abau, 0x4062850bu, 0x683d0590u, 0xabd1b043u,
    0xc3051a0au, 0x11a68894u, 0x0ec32c75u, 0xb9e1af76u, 0x45d20f13u,
    0xbd2198a4u, 0xc68fea4bu, 0x09de877eu, 0x2b15c9cfu, 0x7b2e8734u,
    0x54f062f0u, 0xcf7989d8u, 0x443e496bu, 0x17d83e81u, 0xa2be8639u,
    0x6cb408dbu, 0x56912973u, 0xebc71d0fu, 0x21fbfabcu, 0xf266d5dcu,
    0x267af43cu, 0x14dfd913u, 0x2dbb25b6u, 0x227b1a06u, 0x24402bc6u,
    0xac63df96u, 0x4e3cf79bu, 0xe20e3c11u, 0x1a5771cfu, 0xc0e37c49u,
    0xad66cdfeu, 0x7cfa6a50u, 0x8fca746au, 0x7b18f04bu, 0x28eeb28fu,
    0xef049d6fu, 0xf7192531u, 0xabc5f1deu, 0x1ea75f09u, 0x3be64a78u,
    0x37abb017u, 0x7735fb03u, 0x557fb7cdu, 0x520ea993u, 0x69e4a18du,
    0xc83c8e40u, 0x9fb2f16fu, 0xf95170a2u, 0x401ffac4u, 0x6b70bfebu,
    0x53140fddu, 0x0dfb37a9u, 0x88772b05u, 0x20be07e3u, 0x128c07bdu,
    0x5df0aeb5u, 0x9f52cccdu, 0x0e8b1551u, 0x06935a9cu, 0x648b1463u,
    0x1e72e926u, 0x829ca1d2u, 0x084c2bd7u, 0xcea065e7u, 0xd2b401bfu,
    0x0b97fcd4u, 0xd9a6c1c6u, 0x705a959au, 0x0cc8d909u, 0xe38aca23u,
    0x93d21898u, 0x97c7960eu, 0xb2899f9du, 0xd528a53du, 0x04f33fcau,
    0x0942240eu, 0xc18f6e56u, 0x9551c4ddu, 0x61c8179bu, 0xead20f15u,
    0x06e1a24fu, 0x4a7295afu, 0x5534bfe6u, 0x452ec8f1u, 0x79685920u,
    0xa0bcccfeu, 0x2de5181cu, 0x33c9d258u, 0xaf27908du, 0xcfd04995u,
};

// state->v = poly(M) state->v, M the register's step (Horner's rule).
QUALIFIERS void __kiln_xorwow_apply(const unsigned int *poly, unsigned int *v) {
  unsigned int c[5], r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
  for (int k = 0; k < 5; ++k)
    c[k] = __ldg(poly + k);
#pragma unroll 1
  for (int j = 159; j >= 0; --j) {
    unsigned int t = r0 ^ (r0 >> 2);
    r0 = r1;
    r1 = r2;
    r2 = r3;
    r3 = r4;
    r4 = (r4 ^ (r4 << 4)) ^ (t ^ (t << 1));
    unsigned int take = 0u - ((c[j >> 5] >> (j & 31)) & 1u);
    r0 ^= v[0] & take;
    r1 ^= v[1] & take;
    r2 ^= v[2] & take;
    r3 ^= v[3] & take;
    r4 ^= v[4] & take;
  }
  v[0] = r0;
  v[1] = r1;
  v[2] = r2;
  v[3] = r3;
  v[4] = r4;
}

QUALIFIERS void __kiln_xorwow_jump(const unsigned int *table, unsigned long long n, unsigned int *v) {
#pragma unroll 1
  for (int i = 0; n; ++i, n >>= 1)
    if (n & 1)
      __kiln_xorwow_apply(table + 5 * i, v);
}

QUALIFIERS void skipahead(unsigned long long n, curandStateXORWOW_t *state) {
  __kiln_xorwow_jump(__kiln_xorwow_jump_offset, n, state->v);
  state->d += 362437 * (unsigned int)n;
}

QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state) {
  // 2^67 * n steps move the Weyl counter by a multiple of 2^32: d is unchanged.
  __kiln_xorwow_jump(__kiln_xorwow_jump_sequence, n, state->v);
}

QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateXORWOW_t *state) {
  // cuRAND's seeding: salt the two halves of the seed, mix by odd multipliers,
  // add to Marsaglia's published initial state (seed 0 gives a salted version of it).
  unsigned int s0 = ((unsigned int)seed) ^ 0xaad26b49U;
  unsigned int s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddU;
  unsigned int t0 = 1099087573U * s0;
  unsigned int t1 = 2591861531U * s1;
  state->d = 6615241 + t1 + t0;
  state->v[0] = 123456789U + t0;
  state->v[1] = 362436069U ^ t0;
  state->v[2] = 521288629U + t1;
  state->v[3] = 88675123U ^ t1;
  state->v[4] = 5783321U + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}

QUALIFIERS unsigned int curand(curandStateXORWOW_t *state) {
  unsigned int t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
  state->d += 362437;
  return state->v[4] + state->d;
}

//===----------------------------------------------------------------------===//
// Philox4x32-10
//===----------------------------------------------------------------------===//

QUALIFIERS unsigned int mulhilo32(unsigned int a, unsigned int b, unsigned int *hip) {
  *hip = __umulhi(a, b);
  return a * b;
}

QUALIFIERS uint4 _philox4x32round(uint4 ctr, uint2 key) {
  unsigned int hi0, hi1;
  unsigned int lo0 = mulhilo32(PHILOX_M4x32_0, ctr.x, &hi0);
  unsigned int lo1 = mulhilo32(PHILOX_M4x32_1, ctr.z, &hi1);
  uint4 ret = {hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0};
  return ret;
}

// Ten rounds on scalars (not uint4 temporaries: fewer memory slots for the
// frontend to promote, the same arithmetic).
QUALIFIERS uint4 curand_Philox4x32_10(uint4 c, uint2 k) {
  unsigned int c0 = c.x, c1 = c.y, c2 = c.z, c3 = c.w, k0 = k.x, k1 = k.y;
  for (int round = 0; round < 10; ++round) {
    unsigned int hi0 = __umulhi(PHILOX_M4x32_0, c0), lo0 = PHILOX_M4x32_0 * c0;
    unsigned int hi1 = __umulhi(PHILOX_M4x32_1, c2), lo1 = PHILOX_M4x32_1 * c2;
    c0 = hi1 ^ c1 ^ k0;
    c1 = lo1;
    c2 = hi0 ^ c3 ^ k1;
    c3 = lo0;
    k0 += PHILOX_W32_0;
    k1 += PHILOX_W32_1;
  }
  return make_uint4(c0, c1, c2, c3);
}

// The counter's 128-bit increments, with cuRAND's carry rules (a carry out of
// the high word of n is dropped, as the toolkit's does).
QUALIFIERS void Philox_State_Incr(curandStatePhilox4_32_10_t *s, unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  s->ctr.x += nlo;
  if (s->ctr.x < nlo)
    nhi++;
  s->ctr.y += nhi;
  if (nhi <= s->ctr.y)
    return;
  if (++s->ctr.z)
    return;
  ++s->ctr.w;
}

QUALIFIERS void Philox_State_Incr_hi(curandStatePhilox4_32_10_t *s, unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  s->ctr.z += nlo;
  if (s->ctr.z < nlo)
    nhi++;
  s->ctr.w += nhi;
}

QUALIFIERS void Philox_State_Incr(curandStatePhilox4_32_10_t *s) {
  if (++s->ctr.x)
    return;
  if (++s->ctr.y)
    return;
  if (++s->ctr.z)
    return;
  ++s->ctr.w;
}

// output always holds the block the next draw comes from; STATE is the
// position in it.
QUALIFIERS unsigned int curand(curandStatePhilox4_32_10_t *state) {
  // Selects rather than a switch: straight-line code the optimiser keeps small.
  unsigned int at = state->STATE++;
  uint4 out = state->output;
  unsigned int ret = at == 1 ? out.y : at == 2 ? out.z : at == 3 ? out.w : out.x;
  if (state->STATE == 4) {
    Philox_State_Incr(state);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return ret;
}

// Four draws from position STATE on: the rest of this block, then the next's.
QUALIFIERS uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 cur = state->output;
  Philox_State_Incr(state);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
  uint4 next = state->output;
  unsigned int at = state->STATE;
  if (at == 0 || at > 3)
    return cur;
  unsigned int x = at == 1 ? cur.y : at == 2 ? cur.z : cur.w;
  unsigned int y = at == 1 ? cur.z : at == 2 ? cur.w : next.x;
  unsigned int z = at == 1 ? cur.w : at == 2 ? next.x : next.y;
  unsigned int w = at == 1 ? next.x : at == 2 ? next.y : next.z;
  return make_uint4(x, y, z, w);
}

QUALIFIERS void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  state->STATE += (n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  Philox_State_Incr(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

QUALIFIERS void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  Philox_State_Incr_hi(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key.x = (unsigned int)seed;
  state->key.y = (unsigned int)(seed >> 32);
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

//===----------------------------------------------------------------------===//
// Uniform: (0, 1], the expressions cuRAND evaluates (so nvcc's fma contraction
// applies the same way)
//===----------------------------------------------------------------------===//

QUALIFIERS float _curand_uniform(unsigned int x) {
  return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

QUALIFIERS float4 _curand_uniform4(uint4 x) {
  float4 y;
  y.x = x.x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.y = x.y * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.z = x.z * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.w = x.w * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  return y;
}

QUALIFIERS float _curand_uniform(unsigned long long x) {
  unsigned int t = (unsigned int)(x >> 32);
  return t * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

QUALIFIERS double _curand_uniform_double(unsigned int x) {
  return x * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE;
}

QUALIFIERS double _curand_uniform_double(unsigned long long x) {
  return (x >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

// 53 random bits from two draws (the low word overlaps the high one's shift,
// as in cuRAND).
QUALIFIERS double _curand_uniform_double_hq(unsigned int x, unsigned int y) {
  unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

QUALIFIERS float curand_uniform(curandStateXORWOW_t *state) { return _curand_uniform(curand(state)); }

QUALIFIERS double curand_uniform_double(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_uniform_double_hq(x, y);
}

QUALIFIERS float curand_uniform(curandStatePhilox4_32_10_t *state) { return _curand_uniform(curand(state)); }

QUALIFIERS float4 curand_uniform4(curandStatePhilox4_32_10_t *state) {
  return _curand_uniform4(curand4(state));
}

QUALIFIERS double curand_uniform_double(curandStatePhilox4_32_10_t *state) {
  return _curand_uniform_double(curand(state));
}

QUALIFIERS double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  double2 result;
  result.x = _curand_uniform_double_hq(x.x, x.y);
  result.y = _curand_uniform_double_hq(x.z, x.w);
  return result;
}

QUALIFIERS double4 curand_uniform4_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  uint4 y = curand4(state);
  double4 result;
  result.x = _curand_uniform_double_hq(x.x, x.y);
  result.y = _curand_uniform_double_hq(x.z, x.w);
  result.z = _curand_uniform_double_hq(y.x, y.y);
  result.w = _curand_uniform_double_hq(y.z, y.w);
  return result;
}

//===----------------------------------------------------------------------===//
// Normal (Box-Muller; cuRAND's device arithmetic: sqrtf/logf and the fast
// __sincosf in float, sqrt/log and sincospi in double)
//===----------------------------------------------------------------------===//

QUALIFIERS float2 _curand_box_muller(unsigned int x, unsigned int y) {
  float2 result;
  float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2);
  float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2);
  float s = sqrtf(-2.0f * logf(u));
  __sincosf(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

QUALIFIERS double2 _curand_box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0,
                                             unsigned int y1) {
  double2 result;
  unsigned long long zx = (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  double u = zx * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
  unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double v = zy * (CURAND_2POW53_INV_DOUBLE * 2.0) + CURAND_2POW53_INV_DOUBLE;
  double s = sqrt(-2.0 * log(u));
  sincospi(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

template <typename R> QUALIFIERS float2 curand_box_muller(R *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_box_muller(x, y);
}

template <typename R> QUALIFIERS float4 curand_box_muller4(R *state) {
  uint4 x = curand4(state);
  float2 a = _curand_box_muller(x.x, x.y);
  float2 b = _curand_box_muller(x.z, x.w);
  return make_float4(a.x, a.y, b.x, b.y);
}

template <typename R> QUALIFIERS double2 curand_box_muller_double(R *state) {
  unsigned int x0 = curand(state);
  unsigned int x1 = curand(state);
  unsigned int y0 = curand(state);
  unsigned int y1 = curand(state);
  return _curand_box_muller_double(x0, x1, y0, y1);
}

template <typename R> QUALIFIERS double2 curand_box_muller2_double(R *state) {
  uint4 x = curand4(state);
  return _curand_box_muller_double(x.x, x.y, x.z, x.w);
}

template <typename R> QUALIFIERS double4 curand_box_muller4_double(R *state) {
  uint4 x = curand4(state);
  uint4 y = curand4(state);
  double2 a = _curand_box_muller_double(x.x, x.y, x.z, x.w);
  double2 b = _curand_box_muller_double(y.x, y.y, y.z, y.w);
  return make_double4(a.x, a.y, b.x, b.y);
}

// One normal per call: the second of each Box-Muller pair is kept for the next.
template <typename R> QUALIFIERS float __kiln_curand_normal(R *state) {
  if (state->boxmuller_flag != EXTRA_FLAG_NORMAL) {
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    float2 v = _curand_box_muller(x, y);
    state->boxmuller_extra = v.y;
    state->boxmuller_flag = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

QUALIFIERS float curand_normal(curandStateXORWOW_t *state) { return __kiln_curand_normal(state); }
QUALIFIERS float curand_normal(curandStatePhilox4_32_10_t *state) { return __kiln_curand_normal(state); }
QUALIFIERS float2 curand_normal2(curandStateXORWOW_t *state) { return curand_box_muller(state); }
QUALIFIERS float2 curand_normal2(curandStatePhilox4_32_10_t *state) { return curand_box_muller(state); }
QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *state) { return curand_box_muller4(state); }

QUALIFIERS double curand_normal_double(curandStateXORWOW_t *state) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    double2 v = _curand_box_muller_double(x0, x1, y0, y1);
    state->boxmuller_extra_double = v.y;
    state->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double curand_normal_double(curandStatePhilox4_32_10_t *state) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    uint4 x = curand4(state);
    double2 v = _curand_box_muller_double(x.x, x.y, x.z, x.w);
    state->boxmuller_extra_double = v.y;
    state->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double2 curand_normal2_double(curandStateXORWOW_t *state) {
  return curand_box_muller_double(state);
}

QUALIFIERS double2 curand_normal2_double(curandStatePhilox4_32_10_t *state) {
  return curand_box_muller2_double(state);
}

QUALIFIERS double4 curand_normal4_double(curandStatePhilox4_32_10_t *state) {
  return curand_box_muller4_double(state);
}

//===----------------------------------------------------------------------===//
// Log-normal: exp(mean + stddev * normal), with the same pairing as curand_normal
//===----------------------------------------------------------------------===//

template <typename R> QUALIFIERS float __kiln_curand_log_normal(R *state, float mean, float stddev) {
  if (state->boxmuller_flag != EXTRA_FLAG_LOG_NORMAL) {
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    float2 v = _curand_box_muller(x, y);
    state->boxmuller_extra = expf(mean + (stddev * v.y));
    state->boxmuller_flag = EXTRA_FLAG_LOG_NORMAL;
    return expf(mean + (stddev * v.x));
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

QUALIFIERS float curand_log_normal(curandStateXORWOW_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal(state, mean, stddev);
}
QUALIFIERS float curand_log_normal(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal(state, mean, stddev);
}

template <typename R> QUALIFIERS float2 __kiln_curand_log_normal2(R *state, float mean, float stddev) {
  float2 v = curand_box_muller(state);
  v.x = expf(mean + (stddev * v.x));
  v.y = expf(mean + (stddev * v.y));
  return v;
}

QUALIFIERS float2 curand_log_normal2(curandStateXORWOW_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal2(state, mean, stddev);
}
QUALIFIERS float2 curand_log_normal2(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal2(state, mean, stddev);
}

QUALIFIERS float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  float4 v = curand_box_muller4(state);
  v.x = expf(mean + (stddev * v.x));
  v.y = expf(mean + (stddev * v.y));
  v.z = expf(mean + (stddev * v.z));
  v.w = expf(mean + (stddev * v.w));
  return v;
}

QUALIFIERS double curand_log_normal_double(curandStateXORWOW_t *state, double mean, double stddev) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    double2 v = _curand_box_muller_double(x0, x1, y0, y1);
    state->boxmuller_extra_double = exp(mean + (stddev * v.y));
    state->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + (stddev * v.x));
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double curand_log_normal_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    uint4 x = curand4(state);
    double2 v = _curand_box_muller_double(x.x, x.y, x.z, x.w);
    state->boxmuller_extra_double = exp(mean + (stddev * v.y));
    state->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + (stddev * v.x));
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double2 curand_log_normal2_double(curandStateXORWOW_t *state, double mean, double stddev) {
  double2 v = curand_box_muller_double(state);
  v.x = exp(mean + (stddev * v.x));
  v.y = exp(mean + (stddev * v.y));
  return v;
}

QUALIFIERS double2 curand_log_normal2_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) {
  double2 v = curand_box_muller2_double(state);
  v.x = exp(mean + (stddev * v.x));
  v.y = exp(mean + (stddev * v.y));
  return v;
}

//===----------------------------------------------------------------------===//
// Generators and distributions kilnc does not provide: a clear error at the call
//===----------------------------------------------------------------------===//

__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void curand_init(unsigned long long, unsigned long long, unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS float curand_uniform(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS double curand_uniform_double(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS float curand_normal(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS double curand_normal_double(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead_sequence(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead_subsequence(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS void curand_init(curandDirectionVectors32_t, unsigned int, curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS unsigned int curand(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS float curand_uniform(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS float curand_normal(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol64_t)")
QUALIFIERS void curand_init(curandDirectionVectors64_t, unsigned long long, curandStateSobol64_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol64_t)")
QUALIFIERS unsigned long long curand(curandStateSobol64_t *);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson)")
QUALIFIERS unsigned int curand_poisson(curandStateXORWOW_t *, double);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson)")
QUALIFIERS unsigned int curand_poisson(curandStatePhilox4_32_10_t *, double);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson4)")
QUALIFIERS uint4 curand_poisson4(curandStatePhilox4_32_10_t *, double);
__KILN_CURAND_UNSUPPORTED("discrete distributions (curand_discrete)")
QUALIFIERS unsigned int curand_discrete(curandStateXORWOW_t *, curandDiscreteDistribution_t);
__KILN_CURAND_UNSUPPORTED("discrete distributions (curand_discrete)")
QUALIFIERS unsigned int curand_discrete(curandStatePhilox4_32_10_t *, curandDiscreteDistribution_t);

#endif // CURAND_KERNEL_H_
