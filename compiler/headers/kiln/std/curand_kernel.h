//===- curand_kernel.h - cuRAND's device API, Kiln's implementation --------===//
// (Over 800 lines: one header, as cuRAND's: five generators, their skip-ahead, distributions.)
// The names, types and sequences of the CUDA toolkit's <curand_kernel.h> for
// the XORWOW (curandState, the default), Philox4_32_10, MRG32k3a and Sobol
// generators, written for kilnc from the published algorithms: XORWOW is Marsaglia's xorshift
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
// applied to the step map by Horner's rule, one polynomial per non-zero
// hexadecimal digit of n, so the tables are 2 x 240 five-word polynomials
// (9.6 KB; scripts/gen-xorwow-jumps.py computes them and checks them against
// plain stepping); the resulting state is the same linear map, hence
// identical. Cost per non-zero hex digit of the subsequence/offset: 160
// register steps (a thread id below 2^20: at most 5).
//
// MRG32k3a: L'Ecuyer's combined recursions, exact modular arithmetic, so
// the same states as cuRAND's; its skip-ahead matrices (scripts/gen-mrg32k3a-
// tables.py, 13 KB) are cuRAND's, entry for entry.
//
// Sobol32/64 and their scrambled forms: Gray-code XORs of the host's
// direction vectors, inverse-CDF normals, as cuRAND's.
//
// Not provided (their functions are declared unavailable, with what to use):
// MTGP32, Poisson and discrete distributions.
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
                                  "curandState (XORWOW), curandStatePhilox4_32_10_t, "        \
                                  "curandStateMRG32k3a_t or a Sobol state")))

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

// Generated by scripts/gen-xorwow-jumps.py: x^(d * 16^i) and x^(2^67 * d * 16^i)
// modulo the register's characteristic polynomial (d = 1..15, i = 0..15; i major),
// bit j of a polynomial's five words being the coefficient of x^j.
static __device__ const unsigned int __kiln_xorwow_jump_offset[16 * 15 * 5] = {
    0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000008u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000010u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000020u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000040u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000080u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000100u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000200u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000400u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000800u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00001000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00002000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00004000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00008000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00010000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00010000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00010000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00010000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00010000u,
    0x00060001u, 0x08610030u, 0x00062121u, 0x0f3c0035u, 0x00000f0eu,
    0x00010000u, 0x00300006u, 0x21210861u, 0x00350006u, 0x0f0e0f3cu,
    0x22240f0eu, 0x5d491121u, 0x2baa2084u, 0x0f6f0337u, 0x0f690035u,
    0x2c780f69u, 0x61293994u, 0x0211f679u, 0x096a02d7u, 0x00620007u,
    0x0e250062u, 0x3d362618u, 0xf7394f08u, 0x342f099bu, 0x00053534u,
    0x007c0005u, 0x0ffd0ed5u, 0x4f169893u, 0x3a57f7d8u, 0x35340719u,
    0xbebd3534u, 0x7064f5bcu, 0x20be29ebu, 0x536d5b32u, 0x063a0069u,
    0x9df022beu, 0x4c2ee09fu, 0x0939c7c8u, 0xe711c2f8u, 0xc6f135aeu,
    0xf6ebde80u, 0xf85bf4ebu, 0x21f85da2u, 0x6d9334b2u, 0x321c1443u,
    0xed64ec08u, 0xafc48684u, 0xd81c59eeu, 0x1640314fu, 0x2bf0ccefu,
    0x989de3a1u, 0xa4871faeu, 0xa6a6d66cu, 0x107a1635u, 0x306e4d1cu,
    0xf6bca358u, 0x6e184a1fu, 0x2a10aa7fu, 0xe416cf4du, 0x7e64bbeeu,
    0x269377a0u, 0x06d858bdu, 0x397dbf19u, 0x1124388bu, 0xc328ce38u,
    0x16ade0a0u, 0x3ff6a2d3u, 0x4746bd83u, 0x2e65a497u, 0x263e40a4u,
    0x14c74ddau, 0x6f5b96c1u, 0xc83892f3u, 0xba394e41u, 0xc680ed27u,
    0xbde2457fu, 0x6f3afc59u, 0xc4fdd45eu, 0x8ca8fc1cu, 0x67fb2035u,
    0x3f90ec74u, 0x9c10808cu, 0x929ff78bu, 0x2d15690fu, 0xd8624862u,
    0x1bd46d47u, 0xde8d885du, 0x289b68b8u, 0xf9b2d665u, 0xd7845849u,
    0x52c9b423u, 0xad60347bu, 0x4677acb0u, 0xbc6f40aau, 0x1b208bf8u,
    0x64d9a90au, 0x8178d04fu, 0x3f162b71u, 0xfd5efa33u, 0x92dfa139u,
    0xe0a83a11u, 0x17b02d4du, 0xeb9aae7eu, 0xa4eda68au, 0x8dbd2fafu,
    0x9d10e028u, 0xee56d79cu, 0xfb1b3286u, 0x0f747418u, 0x26f9476du,
    0x284e9f80u, 0x95328d41u, 0x97ec0360u, 0x1e655d95u, 0x60a9306fu,
    0x1d5c9f77u, 0xb614e238u, 0xe78e6fa0u, 0x0f435fe3u, 0xf9493fcdu,
    0x3f490634u, 0x9ae593fcu, 0x1a95bb6bu, 0xda10a3fcu, 0xa3abaf54u,
    0xbed7570au, 0xa20f6e6eu, 0xe621e5a0u, 0x6efe28e5u, 0x8433092au,
    0xbee25476u, 0x18034cfdu, 0x8f72c0aau, 0x74d333b7u, 0xdf68532bu,
    0xa9d70dd1u, 0x8f604c8bu, 0xdbc1b829u, 0xc6b0b8a4u, 0x6967f69au,
    0xa80ecea0u, 0x392ca981u, 0x191e801eu, 0xceb66042u, 0x2f4edc3fu,
    0x7e581632u, 0xba834580u, 0xc3d69310u, 0xf4df01e2u, 0x124d0c8cu,
    0xccc02d10u, 0x567ddf2bu, 0x484ff291u, 0x927b4a26u, 0xfc338444u,
    0x230a478eu, 0xc3f455dau, 0x4694d974u, 0x8b7fab75u, 0x3059ba75u,
    0xc17e39c3u, 0xedc9dffbu, 0xf6e31da4u, 0xe3cf0f98u, 0x0379838du,
    0xf289b2ecu, 0x22344319u, 0x6bb91903u, 0x7631dd6eu, 0x5bda2b31u,
    0xdadfd6f9u, 0x3d399122u, 0xf7849d55u, 0x6847c2c7u, 0x5df31f83u,
    0x682fe85eu, 0x7c329910u, 0xc64071d6u, 0xfc6e357du, 0x521314fau,
    0xfb9680e9u, 0xbdaba0b2u, 0x3986540fu, 0x23fe6cccu, 0x0994e82fu,
    0x4d53badbu, 0x3e30e97du, 0x19abbaf6u, 0x5cd52f87u, 0x98663641u,
    0xc55810c0u, 0xc19e6090u, 0x2a415f0bu, 0xa70dfb6cu, 0xd800dfbdu,
    0x32da6db4u, 0x80135829u, 0x3abd4734u, 0x2060c3f9u, 0x38b2dd97u,
    0x46dea810u, 0x13ef8a75u, 0x63679b11u, 0xbe8c88c4u, 0xcaf445f9u,
    0xa69d6e49u, 0x5aa00101u, 0x9bbe38b6u, 0x7686c29bu, 0x631732eeu,
    0x9e034c8du, 0x85ea19cfu, 0xf0f8a4fdu, 0xd0550085u, 0xc7823124u,
    0xbd3a57bdu, 0x066101a8u, 0x0b4f188eu, 0x16890623u, 0x8bf58771u,
    0x844e0dd8u, 0x4f6f7818u, 0xe32f8749u, 0x00e0d6f6u, 0xc1c8a4afu,
    0x6425d0e6u, 0x35a2d57fu, 0xbc585b98u, 0x5c8ae211u, 0xb4bd35d3u,
    0xd4fef9ffu, 0x6b9fdddeu, 0xf0bf5e04u, 0xf76658b0u, 0xc0bb3072u,
    0x6c3ac952u, 0x9cc67bf5u, 0x331a4ca9u, 0x24019d9cu, 0x7cf8f600u,
    0x3f9a8817u, 0x4dffe92au, 0x8b638094u, 0x323c684eu, 0x78668e55u,
    0xd114b203u, 0xc93efb71u, 0x5b9e1121u, 0x6ffaf086u, 0x7d43e532u,
    0x0404c0a5u, 0x46575e6du, 0xac96e7f7u, 0x1750ca0cu, 0x9da07205u,
    0x0c5b636fu, 0x4407a814u, 0x60204515u, 0x5bd4dbd2u, 0x2509eeb5u,
    0xa87f2bfeu, 0x0143dfcbu, 0x4b5142bau, 0xfd21a24bu, 0x3dac4527u,
    0xc7b2535eu, 0xddbb5a69u, 0x366df4dcu, 0xae05da7bu, 0xfe660265u,
    0x21e9179du, 0x2b57aa94u, 0x5f06e1fcu, 0x6735dc98u, 0x9aa0181fu,
    0xf85bc391u, 0x2d8064c3u, 0x8e25944au, 0x37deb694u, 0x33a8b5eau,
    0x83d11456u, 0x3d223d2fu, 0x3e18d6e1u, 0x0c5cf940u, 0xea5934a1u,
    0x219e0adau, 0x54860cefu, 0x3b6835f4u, 0x34d1d8d3u, 0x44322475u,
    0x4a85a684u, 0x2ff777f0u, 0x8e58b0edu, 0xd4e84a39u, 0x6d37f6a0u,
    0x455c53c1u, 0x8877d466u, 0x4410a778u, 0xc836a9c5u, 0xdf3a1981u,
    0x0397317bu, 0xf5a122f3u, 0xedb1c8b3u, 0x71777e40u, 0xce4e28afu,
    0x06f9d6c0u, 0x9cacb694u, 0x4068aa9du, 0x57d7b621u, 0xbf7678bbu,
    0x9a979d93u, 0x957e035bu, 0xa40ab1ddu, 0xf499cf66u, 0xa70691e1u,
    0xeff7d0d3u, 0x8bb695ecu, 0xe8d62708u, 0x958b8d32u, 0x2608b64eu,
    0xddc3916eu, 0x9f7ea985u, 0x3dfc97a6u, 0xdc0c1fd1u, 0x03d0c504u,
    0x8c88f671u, 0x7cd69c9du, 0xc697511cu, 0x9e4d7b74u, 0xfe61b840u,
    0x793adf2bu, 0x3d3e75c8u, 0x0b091758u, 0x9deb3f50u, 0xbcd116ecu,
    0x89c7a15du, 0x43629d41u, 0x8a870ba5u, 0xa7916f56u, 0x9db15489u,
    0xde88f3afu, 0x11038546u, 0x454b68e1u, 0x4a3bf369u, 0xaa529a8eu,
    0xfa8fc346u, 0x694921b1u, 0xf2bd4c48u, 0x8b05ae1bu, 0x2de7aee2u,
    0x9fb5f636u, 0xaf64bfdcu, 0x12a18ad8u, 0xb5afacd4u, 0x8e4f2cc2u,
    0x6c658749u, 0x993b9610u, 0x2b861c9eu, 0x7ea4f288u, 0xdba72956u,
    0xe0df4d73u, 0x9d5e5b31u, 0x103eb577u, 0x2a8287dbu, 0x3fd0704bu,
    0xbc1bc6b9u, 0xd73ea395u, 0xfbdd753du, 0xe45dbacdu, 0x7b16eae0u,
    0x05578f1au, 0xfbab97b2u, 0xd3b24646u, 0x4a386f02u, 0x8b1f4ee5u,
    0xd74039ebu, 0x0d9bc714u, 0x25c58ac2u, 0xce40e46cu, 0xaf4965bfu,
    0x350c3cb1u, 0x7d7e2e6au, 0xa8166b38u, 0xa9d94a27u, 0x1efdc9bfu,
    0x72b013cdu, 0x8e793909u, 0xfdc92af8u, 0x84af6278u, 0xfbd15376u,
    0x22bf3c09u, 0x2d4ef729u, 0xb1ba5922u, 0x1f17c8c8u, 0xde2ffee3u,
    0x304c6c4fu, 0xb97fdc33u, 0x493f290du, 0x78a09f08u, 0x2a6019dfu,
    0xb4877221u, 0xa770e7a2u, 0x0ae54363u, 0x7e01d617u, 0xd08c21cfu,
    0xf144e1f3u, 0xb9b4b3c4u, 0x8222f622u, 0x9072105au, 0x66083550u,
    0xd88a6c5eu, 0x9ac20a72u, 0x209ef9a8u, 0xe8e4fd8au, 0x1ec855a5u,
    0xd5d879c1u, 0xad7616b9u, 0x44f8d254u, 0x0fdb7fb7u, 0x5c443a62u,
    0xbd734cf1u, 0x9254a905u, 0xfb38236du, 0x11e62fd3u, 0xf9e7d21eu,
    0x67ad4622u, 0x48dc0906u, 0x74f16837u, 0x46eb9a64u, 0x77a6e0b3u,
    0xba455f97u, 0x5e0364a9u, 0x8bb27a18u, 0xcb357199u, 0x4d3b489bu,
    0x0a49b042u, 0x2d1f8aaeu, 0x05c4d960u, 0xb05476f0u, 0xf9007b85u,
    0x8d333839u, 0x69fed6dfu, 0x79338fdeu, 0xa38a8714u, 0x0e538bcau,
    0xb31cac80u, 0x4419935cu, 0xf13d63c1u, 0x85970937u, 0x43ddce5du,
    0x09b3a1d1u, 0x5c6ee36du, 0x869ed178u, 0x1626ee37u, 0xc6465d93u,
    0x55af4e78u, 0x111fbe79u, 0x2998e739u, 0x584d1a56u, 0x450766bcu,
    0x94ef31ecu, 0x0a4ccb15u, 0xa56b4e14u, 0xb6b7aa03u, 0x75691669u,
    0x1ec85a99u, 0xf8d98efdu, 0x67463548u, 0x3b52a27bu, 0xf11c85f6u,
    0xf11b4a58u, 0xc203f329u, 0x0f103623u, 0xac9ddf4eu, 0xb3ffb021u,
    0x21c7a724u, 0x894b7a0bu, 0xb3738560u, 0x68d76faau, 0xef9e1d2eu,
    0x943999e4u, 0xc05db913u, 0x4e4010f3u, 0x9b865d3du, 0x0fd64174u,
    0x13da6451u, 0x4f1636fau, 0x6e523e62u, 0xac374f44u, 0x69a2e37fu,
    0xbcf00bb9u, 0xa9b47f13u, 0xbc68258du, 0x692e0cabu, 0xad2f001cu,
    0x19eb1bbbu, 0xbaea3750u, 0x0fa8f206u, 0xd49dd019u, 0x9b3bccafu,
    0x7f29bf62u, 0xe191c9deu, 0xc2349966u, 0x0c031eabu, 0x9976a209u,
    0xf55bb497u, 0x5aa8d4c4u, 0x808a0fdau, 0x5649e4bfu, 0xf13632a5u,
    0xf0bf6058u, 0x87d3ae30u, 0xc9fc42f7u, 0x20306fb5u, 0xb5e28365u,
    0x013e4fc6u, 0x8fb0b988u, 0xbad0233bu, 0x63941ad7u, 0xf5f02d75u,
    0x5cc6dfa6u, 0x2217177cu, 0x4e456272u, 0xc08846d4u, 0xdadc7fd8u,
    0x71b7aeb7u, 0xc8180927u, 0x4df326a0u, 0x2fc3b8a5u, 0x4b706784u,
    0x3a128395u, 0x07d6b679u, 0xf3cddfcdu, 0xe7f13913u, 0xcd4049cdu,
    0xd5af15e1u, 0x1b246f90u, 0xfa7a0d28u, 0x7ef5198eu, 0xff745f4fu,
    0xb5db6556u, 0x216dea8du, 0x1e9ec8f7u, 0xd10469beu, 0x0836ac02u,
    0x25a4fc4eu, 0x5eeab328u, 0x0daa3398u, 0x057f351du, 0x4cdceed2u,
    0xc63d4893u, 0x12ed6805u, 0x5b43ec79u, 0x33272b3au, 0x735a6ea5u,
    0xc97b5642u, 0x2ebac13du, 0xbfe04058u, 0x2c6a7132u, 0x576780a5u,
    0x4add1023u, 0x5f64e54eu, 0xb0c250a8u, 0xcf4bd212u, 0x9a873149u,
    0x903caa90u, 0x5c5f338bu, 0xd1a6c65bu, 0xcb6ea012u, 0xb644b1f4u,
    0x0ac5eea9u, 0xa37bfcd3u, 0x790ec91du, 0xba339dbcu, 0xc83db5cdu,
    0x4da5148au, 0xa90e0648u, 0x715ea0c8u, 0x30363706u, 0x1e0d4c32u,
    0xd3fd3a12u, 0x9ea33dc7u, 0x20f168cdu, 0xec5a477du, 0xbf9fe144u,
    0x929ae1f1u, 0x3cfa0a10u, 0x14371df8u, 0xb5fccf43u, 0xb7cd39b6u,
    0x67dd06cbu, 0xcbfe08ecu, 0xf64e2fa5u, 0x75fe23cfu, 0x0fc09983u,
    0x8bd93319u, 0x4c156201u, 0xa5a9668du, 0x0686b64du, 0x335ba6c7u,
    0x7b3902ceu, 0x7fc0693au, 0x57612aebu, 0xe16ec5d4u, 0x32dc648fu,
    0xc78f8e2cu, 0xe31c872eu, 0xe50b1397u, 0x57b88eceu, 0x6a7a1be0u,
    0x425efe5fu, 0xa0e1ca0cu, 0xa762c200u, 0x9be7939fu, 0x7bf2caa9u,
    0xae1a233au, 0xcc972cfdu, 0x72ae27eeu, 0x7a639e12u, 0xd219bda3u,
    0x5b6e0f17u, 0x4cc671eeu, 0xe5b554f6u, 0xbdad286au, 0x7819bd52u,
    0x0d73ad17u, 0x37b5bef0u, 0x0ddad717u, 0x0d2e67e8u, 0x3654b0d9u,
    0xa33b53ffu, 0x1ce9360du, 0x4727f89bu, 0x05eacbcdu, 0x01632278u,
    0x9aee97cbu, 0x0de7db52u, 0x74719fdau, 0x51b8e04bu, 0x959e9904u,
    0xc8cfe7eau, 0x9233bce8u, 0xa614d7adu, 0xf4e7f870u, 0x40bc931cu,
    0x22b4f98cu, 0xd23a7f5au, 0x8d420eddu, 0xeadda806u, 0xcfd2a002u,
    0x5cd73ec7u, 0x4ede10c9u, 0x505a46ddu, 0xfac30e2du, 0xdbd18bfbu,
    0x61100da0u, 0x27f1bf0du, 0xd6e02a4du, 0x0e277e3cu, 0xde09244eu,
    0x0b2425d2u, 0x946279edu, 0x0aaa93a0u, 0xf64d73bbu, 0xab2e2bf5u,
    0x817ef0ebu, 0xd19e838eu, 0xb26e9dc8u, 0xf5ba04fbu, 0x8adf73e9u,
    0x7c924315u, 0x85f36934u, 0xcb57a05cu, 0xc291d7b1u, 0x59242a4au,
    0x5fa8d88bu, 0xede1c5f4u, 0x5dba2accu, 0x838e91f0u, 0xace597f2u,
    0xe745429au, 0x080d4a35u, 0xc68b7d24u, 0xfeaa993eu, 0x1862df75u,
    0x39399706u, 0x4efbe9e1u, 0xc41aed18u, 0x53a5c370u, 0x29cf779eu,
    0x3d27a803u, 0xa3a4cc7au, 0x9be206fbu, 0x666b6014u, 0xe558ae8fu,
    0x8c6fcf63u, 0x2df5745eu, 0xc1485ffcu, 0xc1fbf458u, 0xc0d9094cu,
    0x0615e631u, 0xb1ec6c62u, 0xae218b30u, 0xe80ee6c9u, 0xa317370cu,
    0xf66ad52bu, 0x3ab8e3d7u, 0x1e8352a4u, 0xe44a8605u, 0x6c106869u,
    0x480973c1u, 0xb4f4959eu, 0x173d230au, 0x6f15e08eu, 0xf07c940eu,
    0x346e49bbu, 0x7f4d81c1u, 0x5b4a5fafu, 0xed3a0693u, 0x2d8bc40du,
    0x79a31c08u, 0xc28d5d18u, 0x91649708u, 0x8b1bb8f8u, 0xf9158a86u,
    0x680a8d3cu, 0x45fe44a2u, 0xb0cfcb9eu, 0x3a277096u, 0x8607f5e0u,
    0xa1402796u, 0x63f912aau, 0x6f1d329du, 0x82c22332u, 0x37fdaf5au,
    0x62582187u, 0x5ff1b9a8u, 0x50501044u, 0x3ec7d7fcu, 0xe2f0d4bbu,
    0x8e346bedu, 0x85425fb6u, 0xbcd60f3au, 0x4d16f104u, 0xff233c77u,
    0xf101e3e9u, 0x31bab20eu, 0x4a59a128u, 0xf42ba7c8u, 0x649c0bd2u,
    0x1e169762u, 0xcaee35d2u, 0xcb01ec21u, 0x527f7b00u, 0x220d59c4u,
    0x5acafae2u, 0x4db52269u, 0xbe199545u, 0xe2b1a8e7u, 0xce0e043au,
    0x872217a7u, 0xdf5593e4u, 0xabc756b2u, 0x04eb8d9cu, 0xd8789c72u,
    0xb2d92887u, 0x810a9f36u, 0x69a43df5u, 0xc38dc9a4u, 0x40d85501u,
    0x8532da36u, 0x0a070cf9u, 0x952293c1u, 0x1428f222u, 0xcf48b970u,
    0xd44f4a83u, 0xd44b8810u, 0x2404dc35u, 0xb12c8729u, 0xf42fc32au,
    0x670f870eu, 0xa7bb9766u, 0xef013c78u, 0xeb4a1373u, 0x256f3323u,
    0x9d89e990u, 0x682dbe05u, 0xc85ca267u, 0x2cbf3ed6u, 0xfd2d1a54u,
    0x8bb0929eu, 0x48c21317u, 0xb8ed359du, 0xc85d39f6u, 0x2bbd6f83u,
    0xf333af18u, 0x3b4e266bu, 0xa872663eu, 0x3888cd82u, 0x4daf13ecu,
    0x8c96332au, 0x06bebce0u, 0x3d3b9151u, 0x7df5c85du, 0x93f81fa7u,
    0xbab07f2eu, 0x8927962bu, 0xcaa7a3e8u, 0x25a23920u, 0x0e062559u,
    0x6f272270u, 0x288b0139u, 0xb1d5bbbcu, 0x051df98du, 0x68360b3eu,
    0x304ad7f4u, 0x3728f391u, 0xbf3ca967u, 0xc7b1330du, 0x264c2cbdu,
    0x2c9eaf8du, 0x9c378b62u, 0xc9a66c0cu, 0x510d2b56u, 0x25c5538du,
    0xc4566c10u, 0xb20decc3u, 0x6d49d157u, 0x50749ef6u, 0xeef568aeu,
    0xb1176ddcu, 0x94ba76f4u, 0x32819515u, 0x0c6b3346u, 0xebd503bau,
    0x6181fa79u, 0x7c4ca0c1u, 0x3edfb21au, 0xfc6dffd5u, 0x5927dfb4u,
    0x111a8381u, 0x37fb0a17u, 0x92a54fcfu, 0xe69d5febu, 0xd77f8a94u,
    0x63b281a4u, 0x209e4a04u, 0x60b2c2eeu, 0xa634d801u, 0x98c0e648u,
    0x5f05faafu, 0xc333256fu, 0xe67083c4u, 0x1b10876au, 0x723c9402u,
    0x75689dc9u, 0x036bf3a9u, 0x64ce979cu, 0x3bdff14fu, 0x51e43048u,
    0x42defd6du, 0xde992014u, 0x478a54ffu, 0x7802d9cbu, 0xb6d27a79u,
    0xa84367a3u, 0x26134b0bu, 0x35521be0u, 0xef896efcu, 0x01c806cdu,
    0xef06fe75u, 0xefd6d1d8u, 0x09319075u, 0x69d568f5u, 0x5b2bd898u,
    0xc786db70u, 0x953fd235u, 0xdf324f3bu, 0xb8ba0fdbu, 0xe4770f74u,
    0x1c00a64bu, 0xe8852419u, 0x1cf5ef8eu, 0x9e7166eau, 0xf605b1b0u,
    0x651028fbu, 0x405b7a19u, 0x13ec8540u, 0x5b99d240u, 0x234589a2u,
    0x51c810c4u, 0xfacd06d9u, 0xe3a66475u, 0x81ae21e0u, 0x6418d45cu,
    0x40958a2au, 0xf767456au, 0xc7c68ccbu, 0x1aefa08du, 0x21e25bb8u,
    0x2a152840u, 0x8b283af9u, 0xef387421u, 0xc7e4196au, 0x8d21bb23u,
    0x4a1fb2b5u, 0x23d5e676u, 0x5ab481e8u, 0x9be44d26u, 0xe0a3c9bfu,
    0x39ec7c96u, 0xf0b04990u, 0x92f17bfau, 0xa78d537au, 0x129a8118u,
    0xb3ccb6d2u, 0x248ec05fu, 0xffff97b3u, 0x073495c3u, 0x5513842fu,
    0x9dfd659au, 0xb0095ab5u, 0x0777da2fu, 0xec800d90u, 0x4b8edcccu,
    0x30619bb2u, 0x2ebb8cf7u, 0x102de5c9u, 0xd91bde91u, 0xdb6d4c42u,
    0xf05ae255u, 0xc4df4ca0u, 0xf032420cu, 0xf44ae9f0u, 0xe0298de2u,
    0xf9b9947bu, 0x7326e30au, 0x3366c775u, 0x91d00e4cu, 0x86c178ccu,
    0xddb234f5u, 0xaa3fb963u, 0x88dd302fu, 0x3913d013u, 0x7d5cd594u,
    0x02308bc9u, 0xdbe74deeu, 0xf4c5fe7du, 0xaac571a1u, 0xaa1f5f8bu,
    0xef26d8aeu, 0x673706d7u, 0xbe5a2e8au, 0xc6de1bc0u, 0xc3fde57bu,
    0x84a90091u, 0x1bc68ddcu, 0xf64bf023u, 0x2c60e82cu, 0xb6fb5c8du,
    0x5e5b0773u, 0x01ea28ecu, 0x78c3da78u, 0xc71765dfu, 0x660848b1u,
    0x32d9c79bu, 0x0d1bae44u, 0x2bb4e02cu, 0xc92178dfu, 0x6632236du,
    0xc9283d7bu, 0xe1fc224eu, 0x520e9319u, 0xa44dfd02u, 0x69787d7au,
    0x0070d759u, 0xc5558fc9u, 0x96fe966du, 0x5c21a67cu, 0x7e570690u,
    0x44ce2d58u, 0xb9ba2b56u, 0x6b27e530u, 0x6a445051u, 0x05b0513bu,
    0x449302f6u, 0xed2910a6u, 0x74c16469u, 0xe65a2589u, 0x2413f7ddu,
    0x47920f46u, 0x42e33215u, 0x25daaad7u, 0xde7d11fdu, 0xaa03e200u,
    0x43e0662eu, 0x98d9fe84u, 0xe479a2bcu, 0x09450bddu, 0x5dc6216du,
    0xd248d923u, 0x8bf35ef1u, 0xe79d0b1eu, 0xf0460900u, 0x34ac5554u,
    0x6e8043cau, 0x0ed24ff6u, 0x1e668b6au, 0x538fc45fu, 0x4bfb509du,
    0x9319804du, 0x48c2c289u, 0xe00641cbu, 0x49929826u, 0x35e4c368u,
    0x18c2c6e3u, 0x697f3521u, 0xc0bb10d9u, 0x1bfe8087u, 0x0a2cb123u,
    0x9f564f7bu, 0x543973e4u, 0x9b33ee2cu, 0x149df73au, 0x58f31585u,
    0xa4324887u, 0x14e73d7du, 0xf0ad81c3u, 0x099bb94fu, 0xf7a5e9afu,
    0x8e881897u, 0x387b2229u, 0xffe123e0u, 0xb569c189u, 0xb60a1b3eu,
    0x8c7f7b9du, 0x47745063u, 0x5086fb84u, 0xb6f2125fu, 0x96141f3cu,
    0xbfe990f7u, 0xb6e2abc8u, 0x011498fau, 0x240651edu, 0x88cb16b1u,
    0x01bf5ef0u, 0xb026af12u, 0xdaaeff35u, 0x4fa51b33u, 0xee3dd397u,
    0x77bcd395u, 0x3871f4aeu, 0x68b08d01u, 0xdf3c1094u, 0x53761618u,
    0xf6e87dffu, 0x097abfd4u, 0xae96b499u, 0x57a09f4eu, 0xeb5adf25u,
    0x5f48b91eu, 0x54420721u, 0xdab44ab7u, 0xed02c526u, 0xc6929a1cu,
    0xe6ea5324u, 0xcc9811c0u, 0x7d00b7d8u, 0x9f419b50u, 0x21be8710u,
    0xd420918du, 0x3148a22eu, 0x595d2d6au, 0x375fcd07u, 0x3c4195d5u,
    0xbd244991u, 0x9d2bd914u, 0x2823d467u, 0x3b32d39cu, 0x6239f08fu,
};
static __device__ const unsigned int __kiln_xorwow_jump_sequence[16 * 15 * 5] = {
    0x26294934u, 0x77bbc248u, 0x1a87dad0u, 0x930052d4u, 0x947e6dd2u,
    0x5f39c379u, 0x95e20ba6u, 0x20e9ff72u, 0x1244ce5eu, 0xe8fd228fu,
    0xd34e34c8u, 0x63486aa2u, 0x7ff96712u, 0xb90b6c6fu, 0x02756bc3u,
    0xa7474d19u, 0x37c549e0u, 0x140877d2u, 0x24c43924u, 0xcd52ebecu,
    0x7d3f439fu, 0xf2102b15u, 0xaf1bed4bu, 0xf6f1cfecu, 0x1982ad53u,
    0x355e3fb6u, 0x29467127u, 0x7954e427u, 0xd3a177ebu, 0x65a68842u,
    0xe8f8402fu, 0x251607a4u, 0x973ac23cu, 0xb54f78fcu, 0x0e384edcu,
    0xe0360ec5u, 0xb1c96c24u, 0xdbb91766u, 0x666ff5dcu, 0xf19a7e52u,
    0xf4688790u, 0x150b7bd8u, 0xd8a4058bu, 0xa544e815u, 0x84f3cbe0u,
    0x376a36a3u, 0x893d50f9u, 0x3cca775cu, 0x94188f5fu, 0x1f7c8c1cu,
    0x6876703bu, 0xae8bcf58u, 0xeb4934b3u, 0xbe2cf977u, 0xe6c88e5au,
    0xc7d2569fu, 0xcea9dca7u, 0x343a9caau, 0x9c4f3af0u, 0xaf3023c5u,
    0x4860ac12u, 0x281a7616u, 0x95ec5753u, 0x3b99123du, 0x299eb019u,
    0xc1e1cee4u, 0x8773de1cu, 0xef0edcaau, 0x957d6eccu, 0x6ca6ef04u,
    0x0a8843f8u, 0x3c8b03b2u, 0x2a9df47du, 0xa3aee006u, 0xd33edbb5u,
    0xfcc8f692u, 0x35aa698au, 0x04ebbf85u, 0x448304b0u, 0x082f3fd5u,
    0x48c289bdu, 0xe851cf98u, 0x845ad581u, 0xfd70752au, 0x2c3e63f6u,
    0x1e21ea90u, 0x66483ba4u, 0x367e8d5au, 0x354ec274u, 0xc46eebcfu,
    0xe502f5b3u, 0x77859d31u, 0x97e1cbb3u, 0xea09047au, 0x61d5f37eu,
    0x1cee85c5u, 0x5e20b31au, 0xae442891u, 0xda5c599eu, 0x2b5aa0ddu,
    0x09979962u, 0xf7a2c5d6u, 0x82c38e48u, 0x80127a42u, 0xf08a08b1u,
    0x5ec46d26u, 0xd29b6df8u, 0x199a9d07u, 0x338f779eu, 0xa948f8a9u,
    0xb89326d0u, 0x5a8655a9u, 0xfb6e98f5u, 0x02102162u, 0x7e6fcf6fu,
    0xcb2fec0eu, 0x515a7310u, 0x4f28da5au, 0x34eef0e3u, 0x84aaaa48u,
    0x757560fbu, 0x0383e791u, 0xdff3e8acu, 0x40eed643u, 0x6576f7aau,
    0xfe9fb37du, 0xa4b61dc1u, 0xac099770u, 0x4f3b098bu, 0x174cfea2u,
    0xb67196a6u, 0x52d14ef3u, 0xf4b8b94du, 0x8dd71586u, 0x8c7c93b9u,
    0xbe76bf2au, 0xafa4810au, 0x739ddda6u, 0x0afca9a7u, 0x38c9742fu,
    0xa55bf292u, 0x2ad932b8u, 0x2a078539u, 0x84515a78u, 0x83ce2623u,
    0x673c6826u, 0x7970589bu, 0x50c4b02eu, 0xf5833b5bu, 0xba027595u,
    0xb3a15db4u, 0xc6df3330u, 0x1a8be751u, 0xf1e4b221u, 0x6bb61c05u,
    0x133de1d0u, 0x361e4422u, 0xc6131fcfu, 0xd9719f45u, 0x9658a164u,
    0x1cc3f658u, 0x7367a8cdu, 0x2de525a8u, 0x3d325bb2u, 0x11840690u,
    0x19e2bee8u, 0xf8974218u, 0x4e65536au, 0xa2570336u, 0xe9b88082u,
    0x9670b020u, 0xc8a19ceau, 0x6f9a91ddu, 0x88ff33feu, 0xfcacb8ceu,
    0x27c4ed23u, 0x2ec72ef3u, 0x9e4baf39u, 0x9ef3a344u, 0xc8f4977au,
    0x00f5736eu, 0xabfc9507u, 0xa647616eu, 0xb6902babu, 0xc732b131u,
    0x7863644bu, 0x2a21ce84u, 0x112e86f1u, 0xed01ce0eu, 0xba143e84u,
    0x5f388f5du, 0x8449c123u, 0x0a764122u, 0x56985ea6u, 0x1546a43du,
    0x28b544d7u, 0x6d34c95fu, 0x159159a7u, 0x993487c7u, 0x43b9e8a5u,
    0x35662364u, 0xf51d2ce2u, 0x304a7885u, 0x1c7fce4du, 0x918fab4au,
    0xb6413ee8u, 0x465624d8u, 0xbef4cb2bu, 0x5e4f8afau, 0x7bca03cdu,
    0x5d5db0edu, 0xcc749900u, 0x1f667c65u, 0xdef695d4u, 0x24433877u,
    0xbc9909a5u, 0x75353d5eu, 0x09d6f85au, 0x0544302du, 0xbaf6e3b8u,
    0x14c50bb1u, 0x659d7c53u, 0xdf8d6524u, 0x23f1cc03u, 0x93dfcf0au,
    0x0e2cae2eu, 0xd1011279u, 0x58923768u, 0x2bf650bau, 0xc985bcdau,
    0x213a286au, 0x6596b510u, 0x6fc10eaeu, 0x38a13547u, 0x11c7749eu,
    0xcbac929eu, 0x0575f836u, 0x676f5c22u, 0xfd7e35afu, 0x6c6d186bu,
    0x146281e7u, 0xa45b4452u, 0xafa8c695u, 0x74a0ac94u, 0x4b250e0au,
    0x7cc3a30du, 0x7af6aba9u, 0xb76a95b5u, 0x7ede6bf3u, 0x73ca3ea2u,
    0x0866032au, 0xcb8fbd43u, 0x434a2e25u, 0x76eaae6bu, 0x13033bc8u,
    0x5bdf8040u, 0x819445feu, 0x8e1b4143u, 0x8fcbd027u, 0xb6d68447u,
    0x2306bc52u, 0x790f3b4cu, 0x2fe473b9u, 0xbc81d7c0u, 0x093efe98u,
    0xbbf96040u, 0x378d69edu, 0x818e3afdu, 0xc933a401u, 0xe1b3bd35u,
    0xe56a37b5u, 0x7fbf623fu, 0xb65ee777u, 0x33ea8847u, 0xda382be9u,
    0x5b985de7u, 0xbc7a8575u, 0xd49fdfc0u, 0xaceac3d0u, 0xabcc7c87u,
    0xdb2cf4c2u, 0xb49a5412u, 0x5c88dea9u, 0xd999bf6cu, 0xffe7924eu,
    0xa608a919u, 0xc837eb1du, 0xacb40874u, 0x30685f3eu, 0x5071b091u,
    0x6dda9fe0u, 0x9173054bu, 0x9e61560au, 0x134264a2u, 0xccaaed2cu,
    0x104ecff0u, 0x2d271e74u, 0x8406da7au, 0x5258916du, 0x7e87f982u,
    0x89658c8bu, 0xf3914315u, 0xa73fe84bu, 0x3c5fadb6u, 0xadba8dd6u,
    0x09e49814u, 0x09caf5edu, 0x6b2460d9u, 0x1b9981c1u, 0x2d1fefc3u,
    0x1b72a881u, 0xb619f896u, 0x603a2235u, 0x8d2ca625u, 0x559de460u,
    0x82161afcu, 0x9bb13c55u, 0xfd20d7fbu, 0x306d90b9u, 0x92bf386fu,
    0xca66184au, 0x6299ca61u, 0xae3c32a9u, 0x99a6cc87u, 0x40b0f39au,
    0x8ccd8163u, 0xf070a30bu, 0x2feefdfeu, 0x629b913fu, 0xb6975a83u,
    0xc1c49e3au, 0x109d21ebu, 0xcda8bcb3u, 0xafd9c7f4u, 0xed5adb7fu,
    0x96d32350u, 0x0e081864u, 0x69faa798u, 0xe7faecf5u, 0xf1f951beu,
    0xc33a1aebu, 0x8eded95du, 0x0f0e46a7u, 0x4f9678e8u, 0x07d8d054u,
    0x98e95e7fu, 0x667dc737u, 0x64ae2cf0u, 0xea54c93cu, 0xe7950d2fu,
    0xd33bd04au, 0x8392df1du, 0xbda9d2f0u, 0xc848a1f1u, 0x7adbff83u,
    0x6cbc8b00u, 0x73322d91u, 0xdb17aeefu, 0xc7105b26u, 0x6f38b0f6u,
    0x0cd8c49au, 0xdedd6558u, 0x798fd1acu, 0x88e9aae4u, 0xfdacfedcu,
    0x75e00c9du, 0x63a1fbe1u, 0x68fc10b1u, 0x2dc0b63eu, 0x948954b0u,
    0x13778e95u, 0x93c4617fu, 0x26e51387u, 0x92131debu, 0x8fbe653fu,
    0x3e9058c1u, 0x71da9705u, 0xe2cb1f2bu, 0x73456536u, 0xbd6501b6u,
    0x990ffc6eu, 0xbfdd1b5du, 0xc83e520bu, 0xe972936au, 0xac79abb9u,
    0xdcb155ecu, 0x4b5b5d45u, 0x2222715au, 0xbe2235fau, 0xe4bff931u,
    0xb1321eb5u, 0xb06d01a2u, 0x51532012u, 0x8fb59962u, 0x141d3b0bu,
    0x150bee4du, 0x0a61ef33u, 0x0a41a5b7u, 0x775a13ebu, 0x7a962eadu,
    0xcf7f11cbu, 0xad15bd20u, 0x8372f3c1u, 0xb4269d32u, 0xa48aa819u,
    0x1aae3b61u, 0xf8fcce1au, 0xf6ae1a8du, 0x1665c847u, 0x64f810e2u,
    0x3257dfe1u, 0xd8a3d601u, 0x3a58c735u, 0x845f36e4u, 0x0112c611u,
    0x4401b7f5u, 0xcf563d0eu, 0x6f30ef08u, 0x20816d32u, 0x9858474eu,
    0x734ad464u, 0xefbfcd4du, 0x2500e2ddu, 0x4d7f98e2u, 0xeed58906u,
    0xc85f44eau, 0x6fd3a343u, 0xa67e2d57u, 0x55b21b74u, 0x094760a3u,
    0x469fe933u, 0xc29c7777u, 0x81817897u, 0x91617dc6u, 0x09dc30abu,
    0x7c55b733u, 0xe41b8a39u, 0x5d686b89u, 0xcd14207eu, 0x216e723au,
    0x90cdeaeau, 0xe1d76675u, 0x5268bf34u, 0x6c0489edu, 0x5a280facu,
    0xe82884cau, 0x51c67537u, 0xceac05ebu, 0xe72a12acu, 0xda5a9615u,
    0xa0ffe9a4u, 0xf57be00eu, 0xe706880cu, 0x191211efu, 0xee5664fbu,
    0x9a3385b8u, 0xc540c30au, 0xb241d1e0u, 0x00626569u, 0x6b355fe9u,
    0xc8139887u, 0x7b216bcfu, 0xa60fba6au, 0x6e216202u, 0x8b0ce5f8u,
    0xe129d45du, 0xac3e698bu, 0xd61f79fdu, 0x7a72a28bu, 0x7f4942beu,
    0xe84b5766u, 0x60c27757u, 0x75275466u, 0xf8066612u, 0xc99a1ba0u,
    0x050eaa91u, 0xa94e26a7u, 0xff9f5d73u, 0x2b79af77u, 0x8757f842u,
    0x76eceb76u, 0xd80e12bcu, 0x9e0b6674u, 0x585f902cu, 0x2d683e65u,
    0x612501bbu, 0xae7b767du, 0xaa66c165u, 0x09bfaf8eu, 0x3e55c16du,
    0x2a3985beu, 0xa4738272u, 0x588194feu, 0x5583b64fu, 0x270814cdu,
    0xfe5927e1u, 0xb6dec04bu, 0x3ee52923u, 0x0338a81fu, 0x029d8892u,
    0xf6378fe3u, 0x96188228u, 0x1012e89fu, 0x1363fd1au, 0xbba5e270u,
    0x81756d99u, 0x1e3ceb25u, 0x861dbffau, 0xe5c81156u, 0x01e71d79u,
    0x23b9d403u, 0xa058d983u, 0xee527319u, 0x0117e43cu, 0x75478e2fu,
    0xef3371bbu, 0xba206287u, 0x4588488eu, 0x855d8620u, 0xde3b16acu,
    0x86d0c0b3u, 0x54ac9d88u, 0xd143df20u, 0x8a8045bbu, 0x8c076eb4u,
    0x874e26a7u, 0x33bc5a47u, 0xad95cba5u, 0x67651c39u, 0xf1f07dcau,
    0xb5ed0732u, 0x30e7a573u, 0x5c056714u, 0x2304f8fau, 0xebc584e1u,
    0x1785b389u, 0x73f1fd00u, 0x369ceae0u, 0xdc47f6ddu, 0x906d9421u,
    0x4b324c2eu, 0x2bdcc5a0u, 0x53eb4240u, 0xcac4fbc1u, 0x13e529e7u,
    0x1d42af3du, 0x9a323069u, 0x3699b897u, 0x3fe0837du, 0x0f73a147u,
    0x1ea25908u, 0x838bf02du, 0x4b070d0bu, 0x663a99d6u, 0x3c2c64dfu,
    0xef9b4ed0u, 0xda8fa4dfu, 0xce2ad97du, 0x7a46c295u, 0xfc845b07u,
    0xe1683e38u, 0xa2339994u, 0x7308a647u, 0xc7c3f0b1u, 0x4a3dcd33u,
    0x38e5ef5bu, 0x235223f1u, 0x779f2efbu, 0x0bd7ab64u, 0x76bf4c1eu,
    0x3888bb68u, 0xd05973afu, 0x88dc5b64u, 0x55304dc2u, 0x3234cfd1u,
    0x9a35e752u, 0xf42e63bdu, 0x06a178d9u, 0x1f90e83fu, 0xac09eb47u,
    0x4551732fu, 0x37b313bfu, 0x126ac783u, 0xde52f9d4u, 0xfe5c05fcu,
    0x6129a8e4u, 0x30ec2d9du, 0x12601682u, 0xf9d9fd57u, 0xffdbfdf6u,
    0x800cc5b5u, 0xb5fd2d04u, 0x70c494ecu, 0x6686a423u, 0xfb550f9eu,
    0x0ee325f2u, 0x1c079e58u, 0x4be88c91u, 0xd010b706u, 0x568d8a3du,
    0x5fe4b704u, 0xd77445c3u, 0xb80eeb3cu, 0x6720fc6du, 0x7da33f71u,
    0xea0715d2u, 0x435bf5e0u, 0x8b125b82u, 0x2bf15174u, 0x451636c0u,
    0xeb575ffbu, 0x26db5687u, 0x0de7ed3fu, 0xdec00e3bu, 0x8c9fbbe7u,
    0x27786b0du, 0x55a8b8bbu, 0xad73d087u, 0x548172a6u, 0xb8dcb607u,
    0xf0157c6bu, 0x3b09ff9fu, 0xf22e0671u, 0xc156c93cu, 0xdb9ce5eeu,
    0x147711c2u, 0x12bb9600u, 0x5c3157f5u, 0x02714da1u, 0xaa323291u,
    0xbe292e50u, 0x6d5f0286u, 0x19029947u, 0x0c26c3aau, 0x2c2b4d6du,
    0xedbc74acu, 0x9333668eu, 0x5330ec7eu, 0x139bc173u, 0x8df22694u,
    0x5b5fdcd9u, 0xb58cd552u, 0xadd96b2cu, 0x0b329d2cu, 0x349a7a37u,
    0x7b55325du, 0xac155961u, 0xf0639c6du, 0xffbee7e5u, 0x2a1c5bcau,
    0xa506c2e5u, 0x068b0bb3u, 0xf1bb27fdu, 0xfc6a7ef3u, 0xbf869bfcu,
    0x4e8174b4u, 0x2cc62d6au, 0x95de31c1u, 0x58b25ddfu, 0x5b99f7c7u,
    0x467badbdu, 0x1a3a9ce0u, 0x9faf2496u, 0xaa39b90du, 0xf2fd71acu,
    0x1d8bf686u, 0x8bde3c4du, 0x0626fd71u, 0x2d3b2aeau, 0x3fcad1d1u,
    0x5bff4c49u, 0xfa42b097u, 0x76b87faeu, 0x6e6b5c8cu, 0xabda469fu,
    0x1e9372ddu, 0xe081adccu, 0xf9650df2u, 0x0ad599e4u, 0x21aeba83u,
    0x81e94b95u, 0x02bd032fu, 0x4241ada2u, 0x7cf446d1u, 0x585759bbu,
    0x2d04e6bau, 0x6bb860d4u, 0x3040428bu, 0xa09cdaebu, 0xd75ae79au,
    0x552ec26fu, 0x2663dad8u, 0x25bf8d5eu, 0x538f9e9bu, 0x804bfd4cu,
    0x83a93619u, 0xb69b4c73u, 0xf5a361adu, 0x6189278du, 0x8942d7cau,
    0xe617b584u, 0x6be0019cu, 0x6994ee95u, 0x092259c6u, 0x91e262e4u,
    0x6c270863u, 0xb1097a34u, 0xe4c39ddfu, 0xeff6298au, 0x062dc813u,
    0xaed86880u, 0x7cc53d77u, 0x2379080du, 0x66b5ba47u, 0x271e9c90u,
    0xad6e6ea9u, 0x1d0de264u, 0xfdd6446bu, 0x0790e421u, 0xceaa5cffu,
    0x355719bfu, 0xd01793dcu, 0xc3f2b69eu, 0x7572c12du, 0x7ac78a56u,
    0x978eb0bbu, 0xa37d6aa9u, 0xdd0d1677u, 0xb3962d6bu, 0xdd6f34a6u,
    0xc1f1d1e1u, 0x80b373c9u, 0xb13736a3u, 0x9d67096du, 0x560ffffcu,
    0xbab38b8bu, 0xdb6da10du, 0x9fed10e5u, 0x885d919du, 0xa0c8bd8au,
    0x83c54920u, 0x7d96921du, 0x43f41c49u, 0x4fe71ea8u, 0xe9342c27u,
    0x7d3ba974u, 0x41522462u, 0x18ebc9d0u, 0xde976976u, 0xdb98e622u,
    0xab750c90u, 0x454415efu, 0xd94a347cu, 0xd23c81beu, 0x551c7096u,
    0x3024c55fu, 0x9b3a9b08u, 0xcef11c55u, 0x3019557du, 0x08303d6du,
    0xff017685u, 0xddd20d94u, 0x3debd92du, 0x589ae133u, 0x816ea204u,
    0xbc6d2665u, 0xc1fd8153u, 0xd43c38c9u, 0xd70344ccu, 0x279357c0u,
    0x976cc1c1u, 0xac572c3au, 0x8b7ece3au, 0x414db964u, 0x538de0c2u,
    0xf0733bc7u, 0x74ad1e87u, 0x5c5d8841u, 0xff64dee5u, 0x6b2e69a3u,
    0x44137202u, 0x1b603f4eu, 0xb0cb06c9u, 0x7bf321dfu, 0x8e71731au,
    0x685d57dfu, 0xda26a2f1u, 0x5174006au, 0xe55bf1f1u, 0x5f20a739u,
    0x8e442879u, 0xb97579f7u, 0xfbe5fd40u, 0x1fdbd1b2u, 0xf71d9650u,
    0x139f810au, 0x145aa923u, 0xc42dbfc8u, 0x04ea96afu, 0x82811260u,
    0xdc5e205du, 0xd560ea96u, 0x08c12a4bu, 0x14c0a382u, 0x8a7c4819u,
    0x81bd3638u, 0x79cea3fdu, 0x68213c4eu, 0x3d63a6a2u, 0x2f59fb9du,
    0x0a00be19u, 0x01ff121au, 0x6c814ef5u, 0x90246377u, 0xea3fc630u,
    0xfa52dff4u, 0x79aabcc0u, 0x9acb4b7du, 0x70d29e3fu, 0xaed30e3du,
    0x263dc8b6u, 0x1c00d8d3u, 0xb820c85au, 0xc8dcf74du, 0xa941a1b8u,
    0x88aced61u, 0x3925e5e8u, 0xc8af3caau, 0xefa299b1u, 0xbc1538f8u,
    0x2b0ca967u, 0xf25d1abau, 0x4062850bu, 0x683d0590u, 0xabd1b043u,
    0x6b8d75cbu, 0x2788be52u, 0xb82627b8u, 0x4f5e1168u, 0x5bf8de50u,
    0xc3051a0au, 0x11a68894u, 0x0ec32c75u, 0xb9e1af76u, 0x45d20f13u,
    0xb51f36b3u, 0x168c0da9u, 0x7cf5d92cu, 0xe8a0dfbdu, 0x44a929a5u,
    0x0b9effddu, 0xfcb98b63u, 0xfbfedb66u, 0xdd248758u, 0xa3317707u,
    0x099ce282u, 0x8a78b727u, 0xb9f36d78u, 0xd96ecf39u, 0xd8fb162fu,
    0xbd2198a4u, 0xc68fea4bu, 0x09de877eu, 0x2b15c9cfu, 0x7b2e8734u,
    0xce0657f0u, 0x38eec776u, 0xf5ab8491u, 0xc80cc8f8u, 0xff3a7a88u,
    0x01be4007u, 0x8e9f8cefu, 0xe33d0e90u, 0xeac27e08u, 0x30b7d2c5u,
    0x0d52b20au, 0x430752d8u, 0x0e861bacu, 0x9842c6f4u, 0x4d9f94aau,
    0x80d6a0e0u, 0xd0e1ee90u, 0x70fc8e71u, 0xf6503519u, 0xec76ff6fu,
    0x956dd31fu, 0xf1679c85u, 0x1171d5d6u, 0x46f758abu, 0x8385e755u,
    0xf09ee047u, 0xe610a10du, 0xe1ab74bdu, 0xadb2c88au, 0xdad1d7ecu,
    0x35a9e4d4u, 0x6dba504cu, 0x2f42ab2eu, 0x34db2725u, 0x38174a14u,
    0x54f062f0u, 0xcf7989d8u, 0x443e496bu, 0x17d83e81u, 0xa2be8639u,
    0x6cb408dbu, 0x56912973u, 0xebc71d0fu, 0x21fbfabcu, 0xf266d5dcu,
    0xa03285c2u, 0x45c70fd1u, 0xc6d71ac5u, 0xdaab0e46u, 0x99056c6eu,
    0x267af43cu, 0x14dfd913u, 0x2dbb25b6u, 0x227b1a06u, 0x24402bc6u,
    0x9236b340u, 0x3f14aa18u, 0x7d011699u, 0x6ba5c684u, 0x16c38208u,
    0x7e4c8f40u, 0x6bc4b58au, 0xda5cca3au, 0x7ca7e02au, 0x70a8fe3au,
    0x2621e1a0u, 0xc165dc7eu, 0xa21ce02cu, 0x237d8ac4u, 0xe22cf187u,
    0xac63df96u, 0x4e3cf79bu, 0xe20e3c11u, 0x1a5771cfu, 0xc0e37c49u,
    0x9c2e233du, 0xb873e31bu, 0xa32d3db7u, 0x67c9f64cu, 0x81c497e9u,
    0x0930c5c1u, 0xa6b42db4u, 0xd9d6ff49u, 0x3e153e78u, 0x800b91f5u,
    0x77934e14u, 0xc642a53du, 0xabfb1319u, 0xa69ae85eu, 0x1912eff9u,
    0x74122840u, 0xac325d00u, 0x4c8674dcu, 0xa859b395u, 0x5c4dc0cfu,
    0xdb5d7369u, 0xcf9cfa9fu, 0x234959a1u, 0x0bad4408u, 0xf7ea3348u,
    0x96469ebeu, 0xf1260d8bu, 0x8dafbf2du, 0xe0ec20bcu, 0xb9162fd7u,
    0x4772302cu, 0x745b9230u, 0x66ad93c3u, 0xbd64fde0u, 0x7ed21280u,
    0xad66cdfeu, 0x7cfa6a50u, 0x8fca746au, 0x7b18f04bu, 0x28eeb28fu,
    0xef049d6fu, 0xf7192531u, 0xabc5f1deu, 0x1ea75f09u, 0x3be64a78u,
    0x666553b3u, 0x2ffe6301u, 0x072bc8c0u, 0xffff1925u, 0xbe268f7du,
    0x37abb017u, 0x7735fb03u, 0x557fb7cdu, 0x520ea993u, 0x69e4a18du,
    0xcaf677e2u, 0xe2211ef2u, 0xff5a5ffau, 0x656c0409u, 0xbb849204u,
    0xf962f464u, 0xdd45b663u, 0xeb1455bdu, 0x25b570a6u, 0xb1c3e207u,
    0x3ea4a4b8u, 0xad3bb144u, 0xc269c235u, 0xf77c9a09u, 0x7718e7f2u,
    0xc83c8e40u, 0x9fb2f16fu, 0xf95170a2u, 0x401ffac4u, 0x6b70bfebu,
    0x28d82dfbu, 0x96d46820u, 0x79a72680u, 0x3c9fb4bbu, 0x0e5757ecu,
    0x85b3bc21u, 0xb1606a22u, 0xa899016eu, 0x95a1a59fu, 0xc079e3d6u,
    0xaf5547f1u, 0x3685965bu, 0x7f339463u, 0x202cc0b9u, 0xfe52db32u,
    0x460b439du, 0x13c37bd6u, 0x2712e1f5u, 0x540a97e0u, 0xcbc9c3bbu,
    0x45b9332cu, 0x425c88d7u, 0xc22bcff8u, 0xd6ca8092u, 0x5865da44u,
    0x94b502ccu, 0xe3e44065u, 0x27c719b2u, 0x7903e050u, 0x9024cb10u,
    0x5a6d1567u, 0x3f642a54u, 0xa48e033du, 0xf57acb95u, 0x8e894e1fu,
    0x53140fddu, 0x0dfb37a9u, 0x88772b05u, 0x20be07e3u, 0x128c07bdu,
    0x5df0aeb5u, 0x9f52cccdu, 0x0e8b1551u, 0x06935a9cu, 0x648b1463u,
    0xa4477650u, 0x644e661bu, 0xaf7ad33cu, 0x4b770409u, 0x7ae128ceu,
    0x1e72e926u, 0x829ca1d2u, 0x084c2bd7u, 0xcea065e7u, 0xd2b401bfu,
    0x6e6ad7ffu, 0xfd8ddf83u, 0x53041d6cu, 0xf3cb6168u, 0x7f9e0de5u,
    0x14f052d3u, 0xc6cde6a4u, 0xd3f2ce6au, 0xf5018b94u, 0x3a1274f6u,
    0x14e8d51bu, 0x747396eeu, 0x4749431bu, 0xb487dba1u, 0xe1f2dd28u,
    0x0b97fcd4u, 0xd9a6c1c6u, 0x705a959au, 0x0cc8d909u, 0xe38aca23u,
    0xd3167849u, 0x95f7674eu, 0x4e37b56eu, 0xc7f37c50u, 0xec9e8541u,
    0xd1af179fu, 0x2a43bcc0u, 0x3fee5c11u, 0x86d1da05u, 0x780ed7f1u,
    0x12e3c5ccu, 0xf7467624u, 0x8fbb5a44u, 0x9f40a956u, 0x7f1dd337u,
    0xfc3ba0ecu, 0xc4c8c3cbu, 0xa48dbad8u, 0x0b0b5fc3u, 0x824c885bu,
    0x94c1e5d4u, 0x7b22eff0u, 0x3391b8d6u, 0x852ab536u, 0x3f95ccddu,
    0x642f5583u, 0x6b436818u, 0x14968b0bu, 0x2577c16fu, 0xbb94d891u,
    0xfcfcec02u, 0xab86e00bu, 0x7d6f6d9du, 0x6e1167aau, 0x00cd4489u,
    0x93d21898u, 0x97c7960eu, 0xb2899f9du, 0xd528a53du, 0x04f33fcau,
    0x0942240eu, 0xc18f6e56u, 0x9551c4ddu, 0x61c8179bu, 0xead20f15u,
    0x3ddc8525u, 0x0ec97721u, 0xc7090797u, 0xfdcc308fu, 0xb70d560fu,
    0x06e1a24fu, 0x4a7295afu, 0x5534bfe6u, 0x452ec8f1u, 0x79685920u,
    0xc28a1731u, 0x2022076du, 0x2fcbd598u, 0x5c970931u, 0xbaefc234u,
    0xd4dbb56eu, 0x536aa203u, 0xc3d9d42du, 0x61f0aa60u, 0x86849c30u,
    0x4bb9b753u, 0xde48039cu, 0xce26b34cu, 0x4c798fd2u, 0xa8458c4cu,
    0xa0bcccfeu, 0x2de5181cu, 0x33c9d258u, 0xaf27908du, 0xcfd04995u,
    0x78b86623u, 0x4d2d9e0eu, 0xd51a6d30u, 0xe2bfd251u, 0x958f27cbu,
    0xea23df2au, 0x3da6d1e8u, 0x433e8508u, 0x5859d394u, 0x5cdd31d0u,
    0xd8317d92u, 0x80ee36fbu, 0xff8bdc36u, 0x2dc8dfb0u, 0x91723877u,
    0x94afe64au, 0xb6984c05u, 0x29770db9u, 0x86488548u, 0xc9f60e84u,
    0xd8d26924u, 0x87226116u, 0x0a014bf9u, 0xb348af9fu, 0xa32f6959u,
    0xccfa4b7eu, 0x786c1182u, 0x31cf67f9u, 0xb540084au, 0xfed36c05u,
    0x05f9163fu, 0x74890a14u, 0x802eb6edu, 0xe83d6d11u, 0xcf798696u,
};

// state->v = poly(M) state->v, M the register's step (Horner's rule, from the
// coefficient of x^159 down), a word of coefficients at a time shifted out of
// its top bit: no array of coefficients indexed by the step.
QUALIFIERS void __kiln_xorwow_apply(const unsigned int *poly, unsigned int *v) {
  unsigned int r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
#pragma unroll 1
  for (int w = 4; w >= 0; --w) {
    unsigned int c = __ldg(poly + w);
#pragma unroll 4
    for (int b = 0; b < 32; ++b) {
      unsigned int t = r0 ^ (r0 >> 2);
      r0 = r1;
      r1 = r2;
      r2 = r3;
      r3 = r4;
      r4 = (r4 ^ (r4 << 4)) ^ (t ^ (t << 1));
      unsigned int take = 0u - (c >> 31);
      c <<= 1;
      r0 ^= v[0] & take;
      r1 ^= v[1] & take;
      r2 ^= v[2] & take;
      r3 ^= v[3] & take;
      r4 ^= v[4] & take;
    }
  }
  v[0] = r0;
  v[1] = r1;
  v[2] = r2;
  v[3] = r3;
  v[4] = r4;
}

// A jump of n steps: one application per non-zero hexadecimal digit of n.
QUALIFIERS void __kiln_xorwow_jump(const unsigned int *table, unsigned long long n, unsigned int *v) {
#pragma unroll 1
  for (; n; n >>= 4, table += 15 * 5)
    if (unsigned int d = (unsigned int)(n & 15))
      __kiln_xorwow_apply(table + 5 * (d - 1), v);
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

// One normal (or log-normal) per call: each Box-Muller pair is drawn whole, its
// second value kept in the state for the next call with a flag naming what it
// holds (cuRAND's pairing, for every generator). __kiln_box_muller_pair is the
// pair each generator draws; the MRG32k3a overloads follow its generator below.
template <typename R> QUALIFIERS float2 __kiln_box_muller_pair(R *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_box_muller(x, y);
}
template <typename R> QUALIFIERS double2 __kiln_box_muller_pair_double(R *state) {
  unsigned int x0 = curand(state);
  unsigned int x1 = curand(state);
  unsigned int y0 = curand(state);
  unsigned int y1 = curand(state);
  return _curand_box_muller_double(x0, x1, y0, y1);
}
QUALIFIERS double2 __kiln_box_muller_pair_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return _curand_box_muller_double(x.x, x.y, x.z, x.w);
}

// Which state fields cache a T (float or double) and which pair fills them.
template <typename T> struct __kiln_box_muller_slot;
template <> struct __kiln_box_muller_slot<float> {
  template <typename R> __device__ __forceinline__ static int &flag(R *s) { return s->boxmuller_flag; }
  template <typename R> __device__ __forceinline__ static float &extra(R *s) { return s->boxmuller_extra; }
  template <typename R> __device__ __forceinline__ static float2 pair(R *s) { return __kiln_box_muller_pair(s); }
};
template <> struct __kiln_box_muller_slot<double> {
  template <typename R> __device__ __forceinline__ static int &flag(R *s) { return s->boxmuller_flag_double; }
  template <typename R> __device__ __forceinline__ static double &extra(R *s) { return s->boxmuller_extra_double; }
  template <typename R> __device__ __forceinline__ static double2 pair(R *s) { return __kiln_box_muller_pair_double(s); }
};

// The value a draw returns: the normal itself, or exp(mean + stddev * normal).
template <typename T> struct __kiln_normal_map {
  __device__ __forceinline__ T operator()(T v) const { return v; }
};
template <typename T> struct __kiln_log_normal_map {
  T mean, stddev;
  __device__ __forceinline__ T operator()(T v) const { return exp(mean + (stddev * v)); }
};
template <> struct __kiln_log_normal_map<float> {
  float mean, stddev;
  __device__ __forceinline__ float operator()(float v) const { return expf(mean + (stddev * v)); }
};

template <typename T, int Flag, typename R, typename Map> QUALIFIERS T __kiln_curand_cached_pair(R *state, Map map) {
  using Slot = __kiln_box_muller_slot<T>;
  if (Slot::flag(state) != Flag) {
    auto v = Slot::pair(state);
    Slot::extra(state) = map(v.y);
    Slot::flag(state) = Flag;
    return map(v.x);
  }
  Slot::flag(state) = 0;
  return Slot::extra(state);
}

QUALIFIERS float curand_normal(curandStateXORWOW_t *state) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<float>{});
}
QUALIFIERS float curand_normal(curandStatePhilox4_32_10_t *state) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<float>{});
}
QUALIFIERS float2 curand_normal2(curandStateXORWOW_t *state) { return curand_box_muller(state); }
QUALIFIERS float2 curand_normal2(curandStatePhilox4_32_10_t *state) { return curand_box_muller(state); }
QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *state) { return curand_box_muller4(state); }

QUALIFIERS double curand_normal_double(curandStateXORWOW_t *state) {
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<double>{});
}
QUALIFIERS double curand_normal_double(curandStatePhilox4_32_10_t *state) {
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<double>{});
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

QUALIFIERS float curand_log_normal(curandStateXORWOW_t *state, float mean, float stddev) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<float>{mean, stddev});
}
QUALIFIERS float curand_log_normal(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<float>{mean, stddev});
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
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<double>{mean, stddev});
}
QUALIFIERS double curand_log_normal_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) {
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<double>{mean, stddev});
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
// MRG32k3a
//===----------------------------------------------------------------------===//
// L'Ecuyer's combined recursions x1 = a12 x1[n-2] - a13n x1[n-3] mod m1 and
// x2 = a21 x2[n-1] - a23n x2[n-3] mod m2 on the toolkit's state layout. Every
// state update is exact modular arithmetic, so integer code (64-bit products,
// 2^32 folded in as 2^32 mod m) gives cuRAND's states bit for bit; the
// floating conversions are cuRAND's expressions. Skip-ahead multiplies the
// state by the step matrix to the n: one table matrix per set bit of n.

#define MRG32K3A_MOD1 4294967087.
#define MRG32K3A_MOD2 4294944443.
#define MRG32K3A_A12 1403580.
#define MRG32K3A_A13N 810728.
#define MRG32K3A_A21 527612.
#define MRG32K3A_A23N 1370589.
#define MRG32K3A_NORM (2.3283065498378288e-10)
#define MRG32K3A_BITS_NORM 1.000000048662

// Generated by scripts/gen-mrg32k3a-tables.py: step^(2^i) (offset), step^(2^(76+i))
// (subsequence; entries 51..55 zero, as cuRAND's) and step^(2^(127+i)) (sequence), each
// a row-major 3x3 matrix, for the first (m1) and second (m2) recursion.
static __device__ const unsigned int __kiln_mrg32k3a_offset1[64 * 9] = {
    0u, 1u, 0u, 0u, 0u, 1u, 4294156359u, 1403580u, 0u,
    0u, 0u, 1u, 4294156359u, 1403580u, 0u, 0u, 4294156359u, 1403580u,
    0u, 4294156359u, 1403580u, 244671815u, 2941890554u, 4294156359u, 149925673u, 489343630u, 2941890554u,
    1527363550u, 2758233149u, 1831234280u, 4072640363u, 939574583u, 2758233149u, 2064391165u, 3228066636u, 939574583u,
    736416029u, 2961816100u, 342112271u, 387300998u, 1062452522u, 2961816100u, 2955879160u, 340793741u, 1062452522u,
    1243502014u, 2218748291u, 1709215645u, 2019641772u, 3847560959u, 2218748291u, 3866010231u, 2305448679u, 3847560959u,
    3241775219u, 3453352062u, 3721871040u, 4062454730u, 3015754u, 3453352062u, 919711945u, 613405362u, 3015754u,
    1955221006u, 1414472808u, 1746037714u, 3653507277u, 1644962013u, 1414472808u, 3501544776u, 2336229602u, 1644962013u,
    1170096663u, 49135452u, 3441537107u, 1857945175u, 1649398389u, 49135452u, 333002869u, 3109147376u, 1649398389u,
    2299034194u, 2297111910u, 862649200u, 1399961132u, 996706937u, 2297111910u, 3439056503u, 1481993076u, 996706937u,
    4146310528u, 458782589u, 1007330283u, 4241015765u, 3979619964u, 458782589u, 553886495u, 2186897562u, 3979619964u,
    3630027893u, 2130448350u, 292773857u, 1392525159u, 1299285967u, 2130448350u, 2589171163u, 1217405758u, 1299285967u,
    892409263u, 1999175811u, 2979225418u, 1996163538u, 2148702503u, 1999175811u, 3922720782u, 103819730u, 2148702503u,
    1586003016u, 2114210471u, 3240775579u, 2777288607u, 1400478398u, 2114210471u, 3018215420u, 535326008u, 1400478398u,
    2188531273u, 1783231160u, 3576659343u, 1908318389u, 379210133u, 1783231160u, 554369329u, 250053591u, 379210133u,
    4022841636u, 3951951872u, 2143424240u, 1046219306u, 1591992468u, 3951951872u, 1510277444u, 381333958u, 1591992468u,
    2256493727u, 3715182130u, 642697923u, 3615342722u, 3975008370u, 3715182130u, 2405650329u, 754337639u, 3975008370u,
    1286664224u, 627406673u, 963516608u, 1541344588u, 460768826u, 627406673u, 1089892553u, 2717717970u, 460768826u,
    2956342842u, 3471097641u, 2353092905u, 2996150472u, 420480221u, 3471097641u, 2221681883u, 372736411u, 420480221u,
    420492906u, 153526651u, 3499730988u, 2662640502u, 3278195133u, 153526651u, 4086436419u, 2510762118u, 3278195133u,
    3310184147u, 2228376089u, 823220763u, 3992771814u, 1693168425u, 2228376089u, 2295790366u, 1401872772u, 1693168425u,
    2529428830u, 1497104068u, 4253248635u, 3746310018u, 630867741u, 1497104068u, 627043435u, 721725795u, 630867741u,
    2571072593u, 3039669025u, 1591031831u, 526054481u, 661344445u, 3039669025u, 4246010312u, 735391270u, 661344445u,
    1847312821u, 4042890210u, 4241772463u, 606605705u, 2644799309u, 4042890210u, 2658402822u, 1342278931u, 2644799309u,
    2409846784u, 1096138313u, 1416249993u, 1501878241u, 138013862u, 1096138313u, 1617749306u, 1975136163u, 138013862u,
    599453422u, 73950522u, 2965395603u, 55354701u, 3855242202u, 73950522u, 3981734504u, 3354399019u, 3855242202u,
    4271076381u, 813410089u, 3461955319u, 1044920137u, 3029005516u, 813410089u, 3501837362u, 3321539504u, 3029005516u,
    3058183515u, 941408572u, 1783998098u, 1546486080u, 4116985007u, 941408572u, 2247500745u, 1460625377u, 4116985007u,
    4216782514u, 3352801941u, 2315095646u, 639029973u, 94451952u, 3352801941u, 1242898773u, 3964593332u, 94451952u,
    2264905138u, 1926285644u, 1108147171u, 2390706911u, 385258225u, 1926285644u, 3569882325u, 3728744670u, 385258225u,
    270679073u, 1065683096u, 2992662885u, 4196917281u, 2886425156u, 1065683096u, 749134119u, 1849148167u, 2886425156u,
    35689930u, 1378151623u, 951629713u, 673810920u, 948843427u, 1378151623u, 3808868984u, 927013635u, 948843427u,
    1891490872u, 1130489594u, 3734864133u, 1457450350u, 3362920032u, 1130489594u, 638998846u, 1401175590u, 3362920032u,
    2254459023u, 2384691454u, 1730098031u, 2844861718u, 1807491073u, 2384691454u, 351423668u, 1570264155u, 1807491073u,
    3047429268u, 4245359555u, 2449575498u, 1797081212u, 1237196477u, 4245359555u, 143400628u, 3663731096u, 1237196477u,
    3313321106u, 4263819658u, 1047529624u, 3719941673u, 3155049403u, 4263819658u, 1981313839u, 4281524426u, 3155049403u,
    2005252417u, 3263186729u, 1535805957u, 2951515865u, 1729281525u, 3263186729u, 1141249417u, 2268963059u, 1729281525u,
    2367065164u, 83908466u, 4294308508u, 1352516724u, 1416676049u, 83908466u, 1040867745u, 1304732377u, 1416676049u,
    3214147257u, 1434230503u, 2944821434u, 2753040912u, 4041536918u, 1434230503u, 1317260239u, 338830578u, 4041536918u,
    300628476u, 2054743463u, 1499597869u, 1762244284u, 1422043015u, 2054743463u, 3581125669u, 1207561803u, 1422043015u,
    4171745404u, 4064983592u, 1934508265u, 3049723261u, 1744636487u, 4064983592u, 947753516u, 3952135907u, 1744636487u,
    1625369148u, 3577024659u, 2778677259u, 1729967818u, 1049600974u, 3577024659u, 2089137344u, 1569794605u, 1049600974u,
    1373068765u, 3958611830u, 569117280u, 410042396u, 3551255470u, 3958611830u, 869476379u, 1680625376u, 3551255470u,
    2108618602u, 2543645250u, 913717833u, 2111984988u, 1012482542u, 2543645250u, 2545745615u, 3141042890u, 1012482542u,
    1157293598u, 584852249u, 2272893205u, 1631801979u, 3013855247u, 584852249u, 3977310441u, 82049263u, 3013855247u,
    3580234334u, 3137526662u, 2403875621u, 3580869206u, 3670086228u, 3137526662u, 656744553u, 1764904195u, 3670086228u,
    2792496861u, 3634185196u, 3887031679u, 3601823850u, 3464838365u, 3634185196u, 3136165138u, 2842987937u, 3464838365u,
    1362557480u, 3230022138u, 4278720212u, 3427386258u, 3848976950u, 3230022138u, 2109817045u, 2441486578u, 3848976950u,
    1198519135u, 2007945401u, 3868481u, 3335076429u, 2082683147u, 2007945401u, 2341088247u, 888193479u, 2082683147u,
    3473925387u, 3193380570u, 565138859u, 307060547u, 782210925u, 3193380570u, 167617770u, 2180014252u, 782210925u,
    3811588895u, 3303532086u, 2766583698u, 908630605u, 2665400165u, 3303532086u, 2499994113u, 3316180851u, 2665400165u,
    4288926968u, 3033075037u, 1505732852u, 1531633406u, 645804125u, 3033075037u, 2942690261u, 2205365640u, 645804125u,
    3976196483u, 3651411522u, 1652430357u, 1690405883u, 1294990760u, 3651411522u, 209339647u, 3088484327u, 1294990760u,
    3171589548u, 2291131070u, 2093793287u, 2997812074u, 4093879780u, 2291131070u, 3255666800u, 858124816u, 4093879780u,
    4113016361u, 2999667479u, 3995043314u, 1333973326u, 4007774239u, 2999667479u, 3322921863u, 4278103786u, 4007774239u,
    925786347u, 2109676036u, 1879981040u, 1701566570u, 1489702270u, 2109676036u, 2719807628u, 158549605u, 1489702270u,
    2255405265u, 3460246357u, 218033453u, 2135115875u, 359516994u, 3460246357u, 3568862459u, 3114762683u, 359516994u,
    773148471u, 4117539411u, 3073622315u, 3807175775u, 186466108u, 4117539411u, 2842197411u, 651334129u, 186466108u,
    615242951u, 1475251263u, 3586439101u, 1693917167u, 3058812486u, 1475251263u, 568701600u, 1164226398u, 3058812486u,
    1632636204u, 15370275u, 2061555515u, 4187505695u, 1741164221u, 15370275u, 2882176274u, 3978412194u, 1741164221u,
    3446066703u, 344820524u, 74213775u, 1008543583u, 2579620192u, 344820524u, 3753911358u, 1538453821u, 2579620192u,
    3600859892u, 1269921024u, 4069458760u, 2050939727u, 2222725697u, 1269921024u, 3208347646u, 690898125u, 2222725697u,
    599407451u, 2806239788u, 1742216102u, 975123999u, 764869161u, 2806239788u, 2729710367u, 1845257036u, 764869161u,
    967330218u, 3464884028u, 3444447102u, 580449578u, 1343714307u, 3464884028u, 1775329096u, 4027221761u, 1343714307u,
};
static __device__ const unsigned int __kiln_mrg32k3a_offset2[64 * 9] = {
    0u, 1u, 0u, 0u, 0u, 1u, 4293573854u, 0u, 527612u,
    0u, 0u, 1u, 4293573854u, 0u, 527612u, 2706407399u, 4293573854u, 3497978192u,
    2706407399u, 4293573854u, 3497978192u, 1431525864u, 2706407399u, 3281754271u, 97673890u, 1431525864u, 1673476130u,
    3405842137u, 2680076935u, 893509979u, 4035147174u, 3405842137u, 3280220074u, 2623373296u, 4035147174u, 361718588u,
    818368950u, 3790774567u, 3542344109u, 1817134745u, 818368950u, 3321940838u, 3493477402u, 1817134745u, 2854655037u,
    498682467u, 2928649385u, 811441367u, 1777037472u, 498682467u, 479207863u, 3058260025u, 1777037472u, 1528225099u,
    3893311647u, 3140922085u, 64039185u, 82107183u, 3893311647u, 2655465224u, 1674879036u, 82107183u, 1089381262u,
    28639152u, 3496041927u, 2231910770u, 3174683233u, 28639152u, 2828785870u, 3681140872u, 3174683233u, 3910194649u,
    1463826069u, 300842059u, 3313769518u, 1799677538u, 1463826069u, 3174861078u, 1882279394u, 1799677538u, 3509975160u,
    2092194020u, 184076987u, 2202401252u, 3103629604u, 2092194020u, 3409560232u, 4257445059u, 3103629604u, 2390202783u,
    812917091u, 2574011276u, 4168802395u, 209817750u, 812917091u, 2974870628u, 3238802184u, 209817750u, 3692836406u,
    477309738u, 3314523413u, 3442242150u, 2755731404u, 477309738u, 2782713347u, 1606221490u, 2755731404u, 1033463096u,
    2155469603u, 3326516116u, 3843369786u, 288604458u, 2155469603u, 571673571u, 1501677614u, 288604458u, 2928213494u,
    2082469029u, 749754403u, 3963963316u, 2764859700u, 2082469029u, 3576428059u, 2840894706u, 2764859700u, 1782279859u,
    3760163766u, 1041986082u, 1799196192u, 1022129134u, 3760163766u, 1332558840u, 276873446u, 1022129134u, 3979423632u,
    1021313167u, 1312544548u, 1716381787u, 3037868518u, 1021313167u, 199085085u, 2582787611u, 3037868518u, 3539882179u,
    2569413030u, 1631336015u, 2594942403u, 1030618503u, 2569413030u, 3467650326u, 1998739584u, 1030618503u, 3174552073u,
    2334639309u, 3114094203u, 601680947u, 2110199318u, 2334639309u, 678342865u, 1649523168u, 2110199318u, 2154948056u,
    563657176u, 191330473u, 1641595774u, 780563537u, 563657176u, 3029522338u, 2037330914u, 780563537u, 2084602709u,
    3414769923u, 1968799026u, 2238126504u, 832866376u, 3414769923u, 3754780168u, 2165145850u, 832866376u, 1594768331u,
    1646861218u, 2317984620u, 2301581548u, 2672536210u, 1646861218u, 359763062u, 2391283983u, 2672536210u, 1885870777u,
    841254072u, 3765813448u, 1635365181u, 2013240130u, 841254072u, 605925849u, 3743932305u, 2013240130u, 400681955u,
    1930213004u, 2072952279u, 3077694794u, 3579956569u, 1930213004u, 2478539210u, 1960229502u, 3579956569u, 1455652656u,
    1097613522u, 1784540933u, 1194440107u, 321747515u, 1097613522u, 1225209584u, 74521379u, 321747515u, 4288531000u,
    143812745u, 3254530816u, 3514348856u, 769295000u, 143812745u, 2468210728u, 1927161272u, 769295000u, 522705580u,
    2692035063u, 2596905012u, 1643240704u, 1103432342u, 2692035063u, 1446182108u, 4161111774u, 1103432342u, 3076435551u,
    2375319030u, 1391532370u, 3742334018u, 1202100604u, 2375319030u, 4098434768u, 2327872488u, 1202100604u, 1471526950u,
    4269164791u, 2795313144u, 2507855960u, 4245372460u, 4269164791u, 4094914553u, 3873219634u, 4245372460u, 1473695507u,
    513890845u, 1208902926u, 2870530442u, 1984873167u, 513890845u, 1257532340u, 1212627640u, 1984873167u, 2354363842u,
    1848364568u, 1552116673u, 3496528455u, 4160778291u, 1848364568u, 141769900u, 3611019106u, 4160778291u, 596424080u,
    364070020u, 3520039729u, 837362349u, 2544671570u, 364070020u, 2188646679u, 163978331u, 2544671570u, 672947816u,
    1192700714u, 3968150021u, 298357363u, 635565666u, 1192700714u, 2589432341u, 2548654227u, 635565666u, 3531570992u,
    2709640529u, 676525399u, 875361870u, 1315499519u, 2709640529u, 3842690720u, 3300994644u, 1315499519u, 2446760804u,
    2742149264u, 1410604392u, 3032350755u, 3774935330u, 2742149264u, 597633965u, 4085935803u, 3774935330u, 3952463556u,
    3878579563u, 845297523u, 1721916511u, 2077922420u, 3878579563u, 3651360351u, 2177255734u, 2077922420u, 3791239282u,
    1570315355u, 4252790045u, 3522351060u, 2324624266u, 1570315355u, 3594939336u, 1725087354u, 2324624266u, 1338343327u,
    2305761589u, 381933244u, 3663579047u, 1355307047u, 2305761589u, 313617972u, 992174375u, 1355307047u, 3881593435u,
    1667857811u, 1564715297u, 2263851601u, 3791771273u, 1667857811u, 4196134923u, 3347975047u, 3791771273u, 615040705u,
    4093947334u, 3454015638u, 2815567716u, 4261953004u, 4093947334u, 3973733876u, 2979573134u, 4261953004u, 3757047667u,
    250120061u, 570149551u, 1513430926u, 3178644752u, 250120061u, 1701869032u, 4172515680u, 3178644752u, 4213855850u,
    4158106802u, 3062358456u, 1815738463u, 1379176112u, 4158106802u, 3926509890u, 2842564878u, 1379176112u, 2852219546u,
    931848746u, 256263523u, 2633569246u, 3284646837u, 931848746u, 2567084715u, 415258465u, 3284646837u, 2017565947u,
    1648005210u, 1032291296u, 3987397422u, 1831496020u, 1648005210u, 2829448427u, 1821082272u, 1831496020u, 2917140265u,
    4161327077u, 489964129u, 3870847744u, 1669447863u, 4161327077u, 4292947198u, 1522417114u, 1669447863u, 2652286672u,
    1270934555u, 3136631324u, 505612043u, 2981474723u, 1270934555u, 2528619024u, 625182639u, 2981474723u, 1008985039u,
    280996820u, 143706137u, 3013099060u, 1797675893u, 280996820u, 3743985508u, 1123794455u, 1797675893u, 2460119169u,
    919218027u, 4154920441u, 1125672685u, 3933041881u, 919218027u, 474242849u, 564891116u, 3933041881u, 2263904321u,
    2920112852u, 1965329198u, 1177141043u, 2135250851u, 2920112852u, 969184056u, 296035385u, 2135250851u, 4267827987u,
    1481142942u, 4120754772u, 1088557292u, 265491023u, 1481142942u, 2860005744u, 301796252u, 265491023u, 1935975979u,
    2111859033u, 2813610100u, 1001476468u, 73849832u, 2111859033u, 3980799998u, 3330206241u, 73849832u, 1933943506u,
    1781286360u, 3661231931u, 3509383709u, 2753158871u, 1781286360u, 3119883109u, 3576525143u, 2753158871u, 551079002u,
    1185024844u, 587779104u, 1004942725u, 3763632860u, 1185024844u, 947424568u, 3811666068u, 3763632860u, 2352253462u,
    1310227170u, 218138208u, 3172947233u, 766129426u, 1310227170u, 1808643264u, 2226659371u, 766129426u, 3853798112u,
    2230902378u, 4243560874u, 2491962392u, 3836629116u, 2230902378u, 3637515403u, 2846140932u, 3836629116u, 3083355464u,
    999448569u, 1464488480u, 3344426626u, 946166795u, 999448569u, 340856814u, 3686999436u, 946166795u, 3231079441u,
    1226155368u, 3477563770u, 550006884u, 2378667355u, 1226155368u, 1493409040u, 260364836u, 2378667355u, 4133888397u,
    1277901832u, 310796286u, 2818511068u, 3088910653u, 1277901832u, 3303406025u, 2507911914u, 3088910653u, 3712928074u,
    481918378u, 339570348u, 1728801469u, 1623163429u, 481918378u, 2209094694u, 3146982514u, 1623163429u, 508445538u,
    3138921230u, 2381863183u, 1992357430u, 1024510915u, 3138921230u, 2122851650u, 1453455184u, 1024510915u, 941946604u,
    2465372719u, 1391015357u, 3328905025u, 1821933605u, 2465372719u, 1343489680u, 3648970313u, 1821933605u, 1816599716u,
    118634664u, 3358712512u, 2492792220u, 348833376u, 118634664u, 2495544591u, 3235582254u, 348833376u, 4043157504u,
    2303067090u, 3371139074u, 1967771133u, 598630070u, 2303067090u, 1819012637u, 2049250561u, 598630070u, 4093044926u,
    3035321857u, 3971176093u, 226779704u, 3361614254u, 3035321857u, 2807125404u, 326640887u, 3361614254u, 3147308542u,
    1774298149u, 4179629947u, 3145006948u, 1688753503u, 1774298149u, 94869516u, 2327946901u, 1688753503u, 2786835219u,
};
static __device__ const unsigned int __kiln_mrg32k3a_subsequence1[56 * 9] = {
    82758667u, 1871391091u, 4127413238u, 3672831523u, 69195019u, 1871391091u, 3672091415u, 3528743235u, 69195019u,
    3361372532u, 2329303404u, 99651939u, 2008671965u, 2931758910u, 2329303404u, 1113529483u, 2374097189u, 2931758910u,
    1831590873u, 1588259595u, 1314332382u, 2385989343u, 2508077280u, 1588259595u, 1787615788u, 661437137u, 2508077280u,
    2326052247u, 4183591379u, 4049009082u, 2604529491u, 1453913233u, 4183591379u, 2311925423u, 1805360390u, 1453913233u,
    3956367490u, 604461629u, 1257432102u, 794711716u, 1155867175u, 604461629u, 1777070788u, 429445904u, 1155867175u,
    1686241617u, 1257046062u, 1427609439u, 490376081u, 387798431u, 1257046062u, 235551485u, 1312672615u, 387798431u,
    2362447880u, 3445363024u, 3160262066u, 2426867845u, 4194339866u, 3445363024u, 1046144413u, 4177893681u, 4194339866u,
    4251175413u, 3559576374u, 3107663662u, 697539134u, 1909472435u, 3559576374u, 280754246u, 375835695u, 1909472435u,
    1099512970u, 712404985u, 1571467521u, 546519870u, 1135109300u, 712404985u, 3325312332u, 2352874613u, 1135109300u,
    1945425936u, 1653045514u, 381988982u, 3733376326u, 414410025u, 1653045514u, 1181583679u, 1185848176u, 414410025u,
    2526336124u, 3019211015u, 4215964965u, 2683163472u, 4188191530u, 3019211015u, 2964651598u, 293801056u, 4188191530u,
    1444052678u, 2253324417u, 39719589u, 1880267534u, 2391992038u, 2253324417u, 987740265u, 3691889508u, 2391992038u,
    166599066u, 2335494420u, 1232261118u, 2227597731u, 2570600780u, 2335494420u, 2700034538u, 3460843234u, 2570600780u,
    2511338360u, 1188954576u, 1251401239u, 2511664974u, 292276982u, 1188954576u, 697844082u, 3093661552u, 292276982u,
    3624650744u, 51993077u, 3540268009u, 3252828938u, 3710319575u, 51993077u, 2858628849u, 3910069381u, 3710319575u,
    655966702u, 754002362u, 1646581402u, 1958331075u, 475572423u, 754002362u, 3248619000u, 3228514800u, 475572423u,
    2760311307u, 4166372813u, 741596417u, 2282679206u, 3090782630u, 4166372813u, 3242468721u, 1628442374u, 3090782630u,
    4265279407u, 3532111852u, 1754687396u, 500404765u, 2603727025u, 3532111852u, 1428367254u, 3149485478u, 2603727025u,
    2873769531u, 2081104178u, 596284397u, 4153800443u, 1261269623u, 2081104178u, 3967600061u, 1830023157u, 1261269623u,
    278611533u, 2229285304u, 3443204327u, 3110641420u, 77498444u, 2229285304u, 3904070810u, 1070507239u, 77498444u,
    544639534u, 568528663u, 2177189807u, 2475829068u, 121482268u, 568528663u, 876978915u, 3116647617u, 121482268u,
    1547862823u, 2404658587u, 4191448009u, 2158188804u, 2976916793u, 2404658587u, 168571747u, 1691884706u, 2976916793u,
    3208213311u, 4212638780u, 3235157352u, 671148556u, 2951207765u, 4212638780u, 2075145516u, 2395485231u, 2951207765u,
    4080517315u, 2133433101u, 4043998180u, 2044221845u, 867670560u, 2133433101u, 834432416u, 3613001199u, 867670560u,
    4102885735u, 1319434267u, 2678775073u, 740092580u, 607380970u, 1319434267u, 2198271844u, 2610193258u, 607380970u,
    1165218048u, 1317690360u, 1189150958u, 399240205u, 2507168618u, 1317690360u, 2988334517u, 2687593413u, 2507168618u,
    1028861702u, 4082006648u, 338232527u, 1888486946u, 1842080991u, 4082006648u, 3903826366u, 3109935091u, 1842080991u,
    614134826u, 2261996505u, 2888080641u, 710199359u, 2773979788u, 2261996505u, 1144301620u, 2554371815u, 2773979788u,
    4056173823u, 1285620078u, 357420018u, 2423072612u, 2309408315u, 1285620078u, 1533175115u, 2760088020u, 2309408315u,
    4264130267u, 815015434u, 3142242173u, 180649975u, 2500813569u, 815015434u, 3378723563u, 829683767u, 2500813569u,
    4174387531u, 1030729435u, 2812778314u, 1752988797u, 4044178729u, 1030729435u, 467969301u, 554748104u, 4044178729u,
    1348429235u, 2928743274u, 3776082629u, 3607529209u, 3069812185u, 2928743274u, 2542432347u, 3208181168u, 3069812185u,
    4064845753u, 668285756u, 3816217625u, 3713143233u, 1380634204u, 668285756u, 3533700508u, 1192551435u, 1380634204u,
    1515684518u, 1706771705u, 728123349u, 3174850469u, 2057456462u, 1706771705u, 3410402985u, 2897339640u, 2057456462u,
    3082272717u, 531091457u, 1390161328u, 3895139973u, 2171402857u, 531091457u, 4030688141u, 3049703400u, 2171402857u,
    1241147206u, 3193892819u, 1244284192u, 65180262u, 4065669017u, 3193892819u, 1484817937u, 3661081858u, 4065669017u,
    1438760812u, 3491341751u, 3414470157u, 2805337292u, 272266053u, 3491341751u, 824109230u, 3202556526u, 272266053u,
    135412706u, 3627115412u, 2345042216u, 1565169824u, 2166856449u, 3627115412u, 1026946745u, 3467845248u, 2166856449u,
    1889419951u, 3256876154u, 1240505488u, 1254783743u, 989966800u, 3256876154u, 1995297400u, 3692472918u, 989966800u,
    3206226875u, 285700890u, 496017472u, 2515316194u, 2129675196u, 285700890u, 1863853990u, 2673457552u, 2129675196u,
    4163770641u, 255160418u, 772100749u, 1987092456u, 3237660221u, 255160418u, 1394381051u, 4216039401u, 3237660221u,
    2133915627u, 2713747584u, 627765421u, 2300605925u, 35690583u, 2713747584u, 2918902946u, 2638220304u, 35690583u,
    2587549655u, 998684270u, 4292130625u, 1791772791u, 2820705344u, 998684270u, 124590158u, 3831143549u, 2820705344u,
    978482299u, 3200877282u, 497605289u, 3717741518u, 3737164414u, 3200877282u, 4046686626u, 861393946u, 3737164414u,
    2665561897u, 300934584u, 3179822945u, 893043137u, 2031413512u, 300934584u, 3806926970u, 2413249929u, 2031413512u,
    1417581911u, 3071835354u, 2575196237u, 4101127251u, 1375339216u, 3071835354u, 847617977u, 3632503316u, 1375339216u,
    2747488994u, 3296604805u, 898095468u, 1742777145u, 219265369u, 3296604805u, 823714885u, 667779292u, 219265369u,
    2640209692u, 3040506537u, 3626115220u, 161827078u, 852668118u, 3040506537u, 3856381322u, 3360242076u, 852668118u,
    3734246393u, 4151553160u, 4177051283u, 266522866u, 1731798531u, 4151553160u, 632196679u, 3864297722u, 1731798531u,
    1694175127u, 1087914338u, 2384195794u, 2764925057u, 505782858u, 1087914338u, 3235634082u, 807915248u, 505782858u,
    2402749950u, 2353776151u, 75909174u, 890570951u, 1752665661u, 2353776151u, 3120241607u, 3862435696u, 1752665661u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
};
static __device__ const unsigned int __kiln_mrg32k3a_subsequence2[56 * 9] = {
    1511326704u, 3759209742u, 1610795712u, 4292754251u, 1511326704u, 3889917532u, 3859662829u, 4292754251u, 3708466080u,
    972103006u, 964807713u, 878035866u, 4248550197u, 972103006u, 1926628839u, 1448629089u, 4248550197u, 3196114006u,
    3497384788u, 3174249442u, 3182508868u, 3864816447u, 3497384788u, 3038399593u, 2546884738u, 3864816447u, 2980208068u,
    1776335558u, 1189944887u, 4095757548u, 3813600746u, 1776335558u, 789475914u, 4119698302u, 3813600746u, 2145357457u,
    4022832294u, 4130146837u, 1942923647u, 1675130777u, 4022832294u, 916677004u, 4089786548u, 1675130777u, 116540512u,
    165639584u, 1205513289u, 2037453462u, 1444587280u, 165639584u, 161923120u, 2617085459u, 1444587280u, 2006913311u,
    3458099202u, 3062421748u, 4052486999u, 1064270720u, 3458099202u, 230768332u, 4056228301u, 1064270720u, 2219267779u,
    296275263u, 3452455838u, 2081462173u, 1789143993u, 296275263u, 3463234943u, 2097389984u, 1789143993u, 3447191459u,
    2828288883u, 3866690251u, 410553827u, 1587005542u, 2828288883u, 1469478670u, 2766486018u, 1587005542u, 2627363449u,
    3288027530u, 412403981u, 2458742268u, 4267121909u, 3288027530u, 138566505u, 420803572u, 4267121909u, 4094554844u,
    3844599430u, 2430152838u, 3283485436u, 2486244684u, 3844599430u, 4252427633u, 3560842909u, 2486244684u, 3960267499u,
    67933059u, 1294996291u, 2657888382u, 513233413u, 67933059u, 1379805031u, 44564058u, 513233413u, 86971645u,
    2732588524u, 1866530072u, 818237694u, 2540507736u, 2732588524u, 3257104212u, 1164400003u, 2540507736u, 1124501551u,
    4199239222u, 3155848463u, 2121388468u, 1135554501u, 4199239222u, 2056492193u, 3251740389u, 1135554501u, 2343537248u,
    550710036u, 500329021u, 1075236085u, 356444753u, 550710036u, 1634965500u, 58733535u, 356444753u, 1261552815u,
    708689546u, 419139045u, 2012018174u, 706488081u, 708689546u, 1113760995u, 585555005u, 706488081u, 76092226u,
    1293182265u, 3168473803u, 366230236u, 3319068849u, 1293182265u, 1085259665u, 1675229290u, 3319068849u, 3912300371u,
    3186089068u, 4188864734u, 1211781402u, 756122322u, 3186089068u, 578262892u, 2518961174u, 756122322u, 1658665581u,
    1347291439u, 2050427676u, 736113023u, 4102191254u, 1347291439u, 878627148u, 1293500383u, 4102191254u, 745646810u,
    4196897331u, 3436564969u, 1900167098u, 3108887846u, 4196897331u, 2697923227u, 1405263476u, 3108887846u, 314631094u,
    958383622u, 3694638688u, 1150087061u, 3770009830u, 958383622u, 793326651u, 533700213u, 3770009830u, 1513734026u,
    4119603367u, 3479396923u, 3534176399u, 3765397477u, 4119603367u, 1458031003u, 3380901602u, 3765397477u, 2684083587u,
    980937351u, 2094378936u, 448446028u, 1421333909u, 980937351u, 3405683645u, 323724368u, 1421333909u, 338680738u,
    2942968846u, 4293637338u, 3549906544u, 527851489u, 2942968846u, 3852871282u, 4209198933u, 527851489u, 1091268872u,
    1975983015u, 2092556693u, 611187071u, 3982652344u, 1975983015u, 3001736262u, 2055073597u, 3982652344u, 1875181995u,
    2970221269u, 880904779u, 2447465272u, 2888742196u, 2970221269u, 3521651749u, 3019977656u, 2888742196u, 2712717326u,
    419134859u, 2976059897u, 747864206u, 4101695717u, 419134859u, 4264593116u, 2657991148u, 4101695717u, 2542621682u,
    4043135299u, 1612983166u, 1149778656u, 1267010518u, 4043135299u, 3496325546u, 3094232897u, 1267010518u, 2949176293u,
    3949395794u, 1774568686u, 2123036003u, 2182983404u, 3949395794u, 2355671350u, 2820933455u, 2182983404u, 513963325u,
    3046911698u, 2576744453u, 2492729814u, 4277866093u, 3046911698u, 3146977604u, 2249371766u, 4277866093u, 3622293976u,
    1391529818u, 423458502u, 2587125255u, 3536237833u, 1391529818u, 985347517u, 157623850u, 3536237833u, 1015566287u,
    48329260u, 2599277669u, 821961664u, 902187690u, 48329260u, 1716556555u, 4019658974u, 902187690u, 950730510u,
    1318489562u, 1530977112u, 3713577419u, 4270158447u, 1318489562u, 1654940598u, 2679964938u, 4270158447u, 1337075195u,
    770600793u, 3249576224u, 3578552768u, 2710443459u, 770600793u, 2990852339u, 3098163705u, 2710443459u, 522138188u,
    2803285489u, 1922250286u, 3164022812u, 477609731u, 2803285489u, 2140252218u, 2252852611u, 477609731u, 3058519788u,
    208329741u, 3633562083u, 3548346666u, 3892091460u, 208329741u, 516833304u, 3440632377u, 3892091460u, 1638833719u,
    1816075033u, 3570111203u, 959489356u, 3482051486u, 1816075033u, 861657108u, 3119495098u, 3482051486u, 2576849579u,
    4240216888u, 2891584407u, 2102314945u, 4064489450u, 4240216888u, 1427441010u, 2441164913u, 4064489450u, 3558527186u,
    2918371295u, 65155283u, 3469357011u, 3579773554u, 2918371295u, 3494391959u, 3266584309u, 3579773554u, 3837485479u,
    2959420453u, 1365016881u, 4082486022u, 236489012u, 2959420453u, 3802558529u, 2687043642u, 236489012u, 2547086826u,
    4185325422u, 2762854843u, 3200044912u, 3664909559u, 4185325422u, 3543921700u, 4240262918u, 3664909559u, 2853212443u,
    2618500928u, 4237264351u, 1470046497u, 1893990098u, 2618500928u, 2982567031u, 3017062825u, 1893990098u, 3195556801u,
    1868464655u, 3407681142u, 1652841784u, 1678569574u, 1868464655u, 4162480901u, 1477016185u, 1678569574u, 4145063890u,
    792188465u, 4251338402u, 2219407026u, 3840340879u, 792188465u, 3493367465u, 2979958414u, 3840340879u, 2338974139u,
    478845700u, 2378167062u, 882114621u, 1674533845u, 478845700u, 3572905305u, 3571222880u, 1674533845u, 1242316901u,
    2636090868u, 1972761498u, 71690719u, 1228103463u, 2636090868u, 1280685025u, 3741735502u, 1228103463u, 994061750u,
    1156725261u, 1100755307u, 221922891u, 2892200461u, 1156725261u, 1505716533u, 2287613563u, 2892200461u, 3689457190u,
    1387244644u, 3135090808u, 1243609165u, 1724967466u, 1387244644u, 3296353235u, 1064364031u, 1724967466u, 2107521044u,
    2822471992u, 2034317853u, 2071407475u, 170903528u, 2822471992u, 1322162887u, 2524982332u, 170903528u, 2656231333u,
    3653936868u, 3893194049u, 2484299328u, 1313746234u, 3653936868u, 1705346273u, 1397638018u, 1313746234u, 4015529545u,
    4129760842u, 1671665759u, 1677834656u, 3200005334u, 4129760842u, 3486207172u, 2850728736u, 3200005334u, 3076201597u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
    0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u,
};
static __device__ const unsigned int __kiln_mrg32k3a_sequence1[64 * 9] = {
    2427906178u, 3580155704u, 949770784u, 226153695u, 1230515664u, 3580155704u, 1988835001u, 986791581u, 1230515664u,
    1774047142u, 3199155377u, 3106427820u, 1901920839u, 4290900039u, 3199155377u, 4178980191u, 280623348u, 4290900039u,
    3567524348u, 1934119675u, 3188270128u, 2997767678u, 826363896u, 1934119675u, 262952343u, 614326610u, 826363896u,
    1625613062u, 4288164505u, 2481284279u, 4273461426u, 1177260757u, 4288164505u, 305959988u, 4017252267u, 1177260757u,
    337929267u, 333342539u, 418300166u, 2944208672u, 379097734u, 333342539u, 2084056909u, 3625475947u, 379097734u,
    1189899255u, 1307754719u, 1214919992u, 3736721708u, 3514751918u, 1307754719u, 732435953u, 2021244538u, 3514751918u,
    4089172695u, 1533534334u, 525643282u, 1497577018u, 1335684482u, 1533534334u, 2079007086u, 3977541427u, 1335684482u,
    3075256652u, 2762754934u, 3846844247u, 3057872364u, 3274545167u, 2762754934u, 4028573983u, 938934351u, 3274545167u,
    2597859300u, 2880151048u, 2523330453u, 1121709186u, 175667448u, 2880151048u, 4182510911u, 1723133625u, 175667448u,
    484148868u, 1404283933u, 2982534313u, 3736767353u, 3179865161u, 1404283933u, 391120388u, 3758716888u, 3179865161u,
    2138867468u, 1128973399u, 2133702321u, 1613561693u, 3622350766u, 1128973399u, 1500151924u, 3759983985u, 3622350766u,
    3027706760u, 3786576552u, 2698781808u, 2810527099u, 90498489u, 3786576552u, 4220122612u, 1855245979u, 90498489u,
    3739389517u, 1110440720u, 917457922u, 2163873618u, 3707591763u, 1110440720u, 2667061910u, 2533383962u, 3707591763u,
    1545226000u, 1812182123u, 3693349190u, 3422065122u, 3291428549u, 1812182123u, 1193168720u, 2072837757u, 3291428549u,
    3230096243u, 2131723358u, 3262178024u, 2882890127u, 4088518247u, 2131723358u, 3991553306u, 1282224087u, 4088518247u,
    301207261u, 1722796810u, 3697719854u, 3350228505u, 3410986694u, 1722796810u, 3684514720u, 2846958957u, 3410986694u,
    1532963114u, 4236235786u, 3871128158u, 3540401964u, 1285250577u, 4236235786u, 1105070646u, 2764245175u, 1285250577u,
    210906218u, 3068599594u, 3034582784u, 340633153u, 4004365908u, 3068599594u, 4238928187u, 2299166464u, 4004365908u,
    2274701639u, 3955606166u, 3081246407u, 3199954992u, 3948054919u, 3955606166u, 2399101442u, 3438340286u, 3948054919u,
    504137100u, 1182303684u, 201533985u, 4188299661u, 3042453580u, 1182303684u, 2578519273u, 2674782930u, 3042453580u,
    1382964588u, 2578452047u, 3140440866u, 261861891u, 1076783073u, 2578452047u, 1634588989u, 164438428u, 1076783073u,
    2529186343u, 526867394u, 3102803247u, 2687252475u, 2908898908u, 526867394u, 1213100579u, 86050422u, 2908898908u,
    2690118316u, 538108523u, 790337895u, 4193870709u, 1053552056u, 538108523u, 1635227281u, 4002399925u, 1053552056u,
    2123712957u, 4205383007u, 1812304090u, 1095349745u, 166243972u, 4205383007u, 428569070u, 2128782357u, 166243972u,
    1330151766u, 3569679412u, 4107175982u, 3808641551u, 3621125056u, 3569679412u, 4262164578u, 1927692878u, 3621125056u,
    3606295184u, 2442739556u, 3894922338u, 1629626641u, 2729678535u, 2442739556u, 3379124758u, 4279360935u, 2729678535u,
    1052092278u, 4249024666u, 919210106u, 3253349463u, 3629539480u, 4249024666u, 852514024u, 4025926501u, 3629539480u,
    12394571u, 1252747620u, 2133571953u, 4227339509u, 3197545170u, 1252747620u, 1884529704u, 1976203831u, 3197545170u,
    2986331025u, 2671019282u, 2847338542u, 3173738401u, 3542657885u, 2671019282u, 745203060u, 1546667401u, 3542657885u,
    2613012997u, 2311336951u, 2911336433u, 1493974713u, 92565032u, 2311336951u, 2786645250u, 257065974u, 92565032u,
    3424925004u, 2776053372u, 2204068573u, 3770626858u, 2509257810u, 2776053372u, 2979919489u, 1146336783u, 2509257810u,
    1474384834u, 827894421u, 515339473u, 1373055755u, 1949809417u, 827894421u, 3088339524u, 1194193824u, 1949809417u,
    1825805135u, 1289872272u, 3700877161u, 3433422861u, 4062509844u, 1289872272u, 3019008744u, 2060641859u, 4062509844u,
    3842597153u, 4253338264u, 3424495942u, 698444416u, 60268595u, 4253338264u, 4096010585u, 47309624u, 60268595u,
    2662288323u, 2043518992u, 1593435980u, 1330201507u, 3618850300u, 2043518992u, 2538793204u, 271787962u, 3618850300u,
    741020448u, 997594656u, 2398808739u, 1160477043u, 1522130854u, 997594656u, 3036916315u, 2847712653u, 1522130854u,
    2654964886u, 1889728930u, 53329096u, 2042322941u, 1621136330u, 1889728930u, 1553642730u, 784545882u, 1621136330u,
    1715219514u, 2831829177u, 929124824u, 997274536u, 404228189u, 2831829177u, 1386575385u, 4107238699u, 404228189u,
    3928131551u, 2912523524u, 1840499723u, 4216003022u, 2970489088u, 2912523524u, 1158689953u, 1425511081u, 2970489088u,
    2807004452u, 2510299562u, 271603006u, 2505735035u, 2370490899u, 2510299562u, 10873814u, 2450376936u, 2370490899u,
    2000734342u, 1113679064u, 2502160539u, 1475266926u, 2787925323u, 1113679064u, 1475797635u, 3044470744u, 2787925323u,
    1457157056u, 1252556678u, 3073232607u, 1926798761u, 3639907189u, 1252556678u, 2067740348u, 2256217204u, 3639907189u,
    3740999688u, 1035400458u, 3162437311u, 4126312242u, 686702830u, 1035400458u, 1699805291u, 667792040u, 686702830u,
    2422495016u, 3203768688u, 1858240466u, 848719394u, 4092709154u, 3203768688u, 659945473u, 1863075174u, 4092709154u,
    246817944u, 871751352u, 2834051003u, 3976202597u, 3721214025u, 871751352u, 783929942u, 745295675u, 3721214025u,
    3811740424u, 3603608092u, 2365398362u, 3826150877u, 2906557036u, 3603608092u, 2300510686u, 966815948u, 2906557036u,
    2816329160u, 18201123u, 3367710570u, 437309679u, 2220769388u, 18201123u, 1346863388u, 705296543u, 2220769388u,
    3310028953u, 1662315499u, 132645114u, 2572908401u, 3105849797u, 1662315499u, 1937586849u, 1735620028u, 3105849797u,
    461386353u, 1359675853u, 3599822966u, 106675209u, 2044154050u, 1359675853u, 1787730088u, 1149892630u, 2044154050u,
    3303902397u, 345146034u, 1417149696u, 2231869247u, 1116882637u, 345146034u, 1846832385u, 79626976u, 1116882637u,
    2765049417u, 3117782790u, 1805260159u, 3796182890u, 1101141726u, 3117782790u, 224270120u, 1004001443u, 1101141726u,
    89118668u, 2494198515u, 1356989069u, 2490435731u, 997151755u, 2494198515u, 1175528637u, 3444341166u, 997151755u,
    2340639019u, 510225634u, 286119182u, 2045217287u, 1194574818u, 510225634u, 2662281592u, 1728500627u, 1194574818u,
    210787847u, 1189120688u, 2848040407u, 1087786165u, 2343328484u, 1189120688u, 3465141330u, 2893041005u, 2343328484u,
    3438170226u, 3236285682u, 962036916u, 2873263091u, 215280489u, 3236285682u, 730413847u, 1474823842u, 215280489u,
    1566461658u, 133010024u, 2886695328u, 2835827516u, 653809404u, 133010024u, 3082882924u, 3710942807u, 653809404u,
    4201558916u, 1263786956u, 326001602u, 762846463u, 621546357u, 1263786956u, 2697142404u, 1156650856u, 621546357u,
    2655768102u, 2339029465u, 2430211448u, 2669906627u, 403962847u, 2339029465u, 1483118807u, 639660658u, 403962847u,
    3508595200u, 4228486662u, 754946994u, 1913148390u, 3500531602u, 4228486662u, 24637u, 3773159052u, 3500531602u,
    4024866227u, 1143874914u, 3205058469u, 2970344133u, 2873927273u, 1143874914u, 2167114735u, 4095476435u, 2873927273u,
    1479401095u, 2958366486u, 3027708794u, 2704486034u, 3574053987u, 2958366486u, 3630964515u, 1276667706u, 3574053987u,
    2035927380u, 1363628533u, 818363998u, 3023327955u, 3968427114u, 1363628533u, 1284825950u, 2871663372u, 3968427114u,
    3827747418u, 3897287251u, 4106993377u, 1527779946u, 3221052941u, 3897287251u, 4178727866u, 4281160673u, 3221052941u,
    1174358892u, 2835476193u, 959978619u, 850076464u, 3774782533u, 2835476193u, 3880910680u, 3237990203u, 3774782533u,
};
static __device__ const unsigned int __kiln_mrg32k3a_sequence2[64 * 9] = {
    1464411153u, 277697599u, 1610723613u, 32183930u, 1464411153u, 1022607788u, 2824425944u, 32183930u, 2093834863u,
    3492361727u, 1027004383u, 3167429889u, 3674905362u, 3492361727u, 3572939265u, 4270409313u, 3674905362u, 698814233u,
    880482061u, 205175925u, 4070445105u, 2208329119u, 880482061u, 1933248566u, 3741227945u, 2208329119u, 3962062826u,
    4184605179u, 1189429800u, 567967482u, 107217966u, 4184605179u, 784865788u, 549462420u, 107217966u, 3134382704u,
    2732536445u, 1231107067u, 3374588386u, 409954030u, 2732536445u, 1044831206u, 3398162498u, 409954030u, 3505648581u,
    2169560691u, 1076348534u, 637306236u, 3704346564u, 2169560691u, 293694496u, 632453145u, 3704346564u, 1609425246u,
    372115891u, 3928812480u, 2830541169u, 3056527841u, 372115891u, 1924239834u, 3044937468u, 3056527841u, 547142630u,
    1660852083u, 3635660815u, 1389092450u, 1025573319u, 1660852083u, 3276803366u, 4036331438u, 1025573319u, 4092197741u,
    1360732901u, 2887812973u, 4101068693u, 52572783u, 1360732901u, 112458461u, 2636566855u, 52572783u, 1136777988u,
    3455696508u, 536919193u, 3978804036u, 3094157668u, 3455696508u, 3821833900u, 2278849016u, 3094157668u, 2531965909u,
    2125991744u, 890897326u, 3790557569u, 1433592392u, 2125991744u, 3671109604u, 808215503u, 1433592392u, 2446306581u,
    3524411799u, 932865240u, 1838275365u, 1789634890u, 3524411799u, 4130736474u, 2252266098u, 1789634890u, 3048775967u,
    1773339925u, 948403862u, 1999624391u, 983864203u, 1773339925u, 3734776305u, 314407045u, 983864203u, 2648614071u,
    321802921u, 1099164995u, 2112167358u, 3760936985u, 321802921u, 1003573324u, 3758858458u, 3760936985u, 4014658840u,
    2196438580u, 805386227u, 4266375092u, 4124675351u, 2196438580u, 2527961345u, 94452540u, 4124675351u, 2825656399u,
    66735368u, 2228005807u, 4186703168u, 2624855312u, 66735368u, 2708679078u, 4098470056u, 2624855312u, 1773862183u,
    3072642883u, 2746897053u, 2690305546u, 1105106652u, 3072642883u, 4047666135u, 2862886282u, 1105106652u, 3597347398u,
    232906611u, 3873338256u, 4051554873u, 3027413363u, 232906611u, 3159432673u, 3872967050u, 3027413363u, 987156327u,
    1160686753u, 3676603152u, 1635979789u, 1447386846u, 1160686753u, 2670438424u, 816212890u, 1447386846u, 4288868534u,
    3825238244u, 1445162354u, 2362389441u, 3440193648u, 3825238244u, 3520937545u, 2652790808u, 3440193648u, 405299994u,
    1984094858u, 532165989u, 2027397575u, 1455977136u, 1984094858u, 2433255524u, 1039994763u, 1455977136u, 2069333087u,
    3680843319u, 2332949611u, 3516795313u, 2033851810u, 3680843319u, 3843367307u, 3686294589u, 2033851810u, 3912995069u,
    967423689u, 1724183394u, 635932799u, 641380480u, 967423689u, 2145297779u, 1723000412u, 641380480u, 455633660u,
    2130938335u, 1534972306u, 2511584766u, 273828453u, 2130938335u, 3112810093u, 4084843716u, 273828453u, 1399334152u,
    168278549u, 541167592u, 190177712u, 403188859u, 168278549u, 2092073970u, 58789558u, 403188859u, 2777887189u,
    634843389u, 4082275720u, 2092828966u, 351187677u, 634843389u, 1312056270u, 3347241070u, 351187677u, 2417192332u,
    443276110u, 1113643788u, 271102234u, 3083745876u, 443276110u, 3370743767u, 4200577503u, 3083745876u, 3298601960u,
    3533393557u, 764977733u, 3400275098u, 144639933u, 3533393557u, 2646475951u, 77963866u, 144639933u, 3794766611u,
    4064854722u, 1198665008u, 2872196602u, 3274748603u, 4064854722u, 4164637970u, 4238693771u, 3274748603u, 1981721347u,
    2279220396u, 2355957139u, 1417574285u, 885864931u, 2279220396u, 1344421653u, 1895527787u, 885864931u, 3726919367u,
    2898100178u, 2427331008u, 348923199u, 3175444953u, 2898100178u, 4290541487u, 246118669u, 3175444953u, 3410622769u,
    284442065u, 4064194676u, 2295560707u, 4182706556u, 284442065u, 3696899246u, 1201342255u, 4182706556u, 1145356382u,
    656615546u, 442908965u, 3724738272u, 1624967553u, 656615546u, 798014134u, 1157949454u, 1624967553u, 496247378u,
    265689579u, 675056541u, 3009083380u, 3820679930u, 265689579u, 2961990151u, 562287964u, 3820679930u, 1853486796u,
    1675739167u, 2319843005u, 760605578u, 4161492847u, 1675739167u, 226142150u, 1017447188u, 4161492847u, 3431158427u,
    1759873736u, 2334568602u, 2154570180u, 1812793060u, 1759873736u, 2111094408u, 1168460586u, 1812793060u, 2495653141u,
    317621194u, 868104288u, 664971082u, 2340275074u, 317621194u, 2168960688u, 725706104u, 2340275074u, 3532023115u,
    3926931954u, 2907684453u, 615601328u, 1132340715u, 3926931954u, 676995757u, 1154819290u, 1132340715u, 1662727700u,
    3921782078u, 3376494857u, 2969567377u, 475345024u, 3921782078u, 4206379953u, 1795936544u, 475345024u, 934679595u,
    3119292228u, 741613041u, 2083352304u, 1047885963u, 3119292228u, 1581078542u, 1065969969u, 1047885963u, 661718928u,
    3643472111u, 2870554228u, 3995474529u, 3804264051u, 3643472111u, 1366457944u, 1246805564u, 3804264051u, 993186530u,
    796711791u, 3878204845u, 3160293932u, 255632881u, 796711791u, 3778927111u, 3472564181u, 255632881u, 388382377u,
    1776984101u, 1742284034u, 3449763933u, 1349354417u, 1776984101u, 1264780832u, 715722511u, 1349354417u, 1213319489u,
    4261866865u, 1914382786u, 201872335u, 614207188u, 4261866865u, 1853554849u, 2046042882u, 614207188u, 3193186353u,
    2210205512u, 2847073169u, 3324925707u, 1251969297u, 2210205512u, 3491451503u, 470400916u, 1251969297u, 2184392547u,
    1523590942u, 2391111113u, 68341529u, 295466806u, 1523590942u, 4143310876u, 3527253079u, 295466806u, 4059123142u,
    1406902110u, 3735012720u, 1774518130u, 1814959027u, 1406902110u, 1560544267u, 346472965u, 1814959027u, 964257199u,
    855309653u, 4208503105u, 1518467541u, 2025248418u, 855309653u, 4148125749u, 1349947330u, 2025248418u, 1168504873u,
    2375338156u, 3629519168u, 409696181u, 252401654u, 2375338156u, 3992097193u, 2793725401u, 252401654u, 1350184085u,
    873141039u, 3885583138u, 361604799u, 3554143374u, 873141039u, 894746180u, 1919765327u, 3554143374u, 876210854u,
    246368794u, 1703793169u, 2317362874u, 2300930144u, 246368794u, 2560214589u, 2016163623u, 2300930144u, 1504276775u,
    1574610921u, 2147546631u, 4103450226u, 107416526u, 1574610921u, 1773803959u, 1402542742u, 107416526u, 550063800u,
    363388665u, 592194244u, 1746615522u, 2637234667u, 363388665u, 4031408742u, 2895130475u, 2637234667u, 296510335u,
    3997368560u, 3047771871u, 3178383826u, 1160174754u, 3997368560u, 4027094919u, 1234984211u, 1160174754u, 4226264344u,
    3303179301u, 4243968063u, 3235964171u, 1776841674u, 3303179301u, 2867287469u, 1500495759u, 1776841674u, 1708226553u,
    1482944153u, 3192311574u, 354466071u, 3932773012u, 1482944153u, 389193591u, 3350181058u, 3932773012u, 3398059015u,
    640968550u, 3226860971u, 922372912u, 1254989667u, 640968550u, 2383815228u, 2027371896u, 1254989667u, 2925300409u,
    2313146046u, 3910187183u, 1377591475u, 1689291784u, 2313146046u, 4255405993u, 1650609719u, 1689291784u, 1897624297u,
    3656310954u, 882924050u, 2702189958u, 3185020283u, 3656310954u, 1923190496u, 2449669145u, 3185020283u, 4235849984u,
    377232416u, 1498446142u, 4229103619u, 3926377906u, 377232416u, 600268838u, 511317726u, 3926377906u, 216160452u,
    1969399344u, 3273966859u, 4220943579u, 3952111894u, 1969399344u, 575096961u, 3815277103u, 3952111894u, 792177412u,
    2957238169u, 1410010554u, 1523740068u, 3949237584u, 2957238169u, 74149658u, 2564746147u, 3949237584u, 2557663578u,
    3377318569u, 1927835240u, 2556102508u, 3022040116u, 3377318569u, 2549406364u, 2387074241u, 3022040116u, 1477293711u,
    257306870u, 1748489735u, 547809226u, 3708493374u, 257306870u, 4183546362u, 4435502u, 3708493374u, 1607696753u,
};

QUALIFIERS unsigned int __kiln_mrg_mulmod(unsigned int a, unsigned int b, unsigned int m) {
  return (unsigned int)(((unsigned long long)a * b) % m);
}

// s = T s (mod m), T the 3x3 matrix at t.
QUALIFIERS void __kiln_mrg_apply(const unsigned int *t, unsigned int *s, unsigned int m) {
  unsigned int r[3];
  for (int i = 0; i < 3; ++i) {
    unsigned long long acc = 0;
    for (int j = 0; j < 3; ++j)
      acc += ((unsigned long long)t[3 * i + j] * s[j]) % m;
    r[i] = (unsigned int)(acc % m);
  }
  for (int i = 0; i < 3; ++i)
    s[i] = r[i];
}

// The state after n steps of the recursion whose powers are `table`
// (table[i] = step^(2^(shift + i))), bits of n at or above `bits` ignored.
QUALIFIERS void __kiln_mrg_jump(const unsigned int *table, int bits, unsigned long long n, unsigned int *s,
                                unsigned int m) {
  unsigned int t[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
#pragma unroll 1
  for (int i = 0; i < bits && n; ++i, n >>= 1) {
    if (!(n & 1))
      continue;
    unsigned int p[9];
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 3; ++c) {
        unsigned long long acc = 0;
        for (int k = 0; k < 3; ++k)
          acc += ((unsigned long long)table[9 * i + 3 * r + k] * t[3 * k + c]) % m;
        p[3 * r + c] = (unsigned int)(acc % m);
      }
    for (int k = 0; k < 9; ++k)
      t[k] = p[k];
  }
  __kiln_mrg_apply(t, s, m);
}

QUALIFIERS void skipahead(unsigned long long n, curandStateMRG32k3a_t *state) {
  __kiln_mrg_jump(__kiln_mrg32k3a_offset1, 64, n, state->s1, 4294967087u);
  __kiln_mrg_jump(__kiln_mrg32k3a_offset2, 64, n, state->s2, 4294944443u);
}

// cuRAND reads its 56-entry table at every set bit; bits above 55 (beyond
// its table) are ignored here.
QUALIFIERS void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  __kiln_mrg_jump(__kiln_mrg32k3a_subsequence1, 56, n, state->s1, 4294967087u);
  __kiln_mrg_jump(__kiln_mrg32k3a_subsequence2, 56, n, state->s2, 4294944443u);
}

QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  __kiln_mrg_jump(__kiln_mrg32k3a_sequence1, 64, n, state->s1, 4294967087u);
  __kiln_mrg_jump(__kiln_mrg32k3a_sequence2, 64, n, state->s2, 4294944443u);
}

QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                            curandStateMRG32k3a_t *state) {
  for (int i = 0; i < 3; ++i)
    state->s1[i] = state->s2[i] = 12345u;
  if (seed != 0ull) {
    unsigned int x1 = (unsigned int)seed ^ 0x55555555u;
    unsigned int x2 = (unsigned int)(seed >> 32) ^ 0xAAAAAAAAu;
    state->s1[0] = __kiln_mrg_mulmod(x1, 12345u, 4294967087u);
    state->s1[1] = __kiln_mrg_mulmod(x2, 12345u, 4294967087u);
    state->s1[2] = __kiln_mrg_mulmod(x1, 12345u, 4294967087u);
    state->s2[0] = __kiln_mrg_mulmod(x2, 12345u, 4294944443u);
    state->s2[1] = __kiln_mrg_mulmod(x1, 12345u, 4294944443u);
    state->s2[2] = __kiln_mrg_mulmod(x2, 12345u, 4294944443u);
  }
  skipahead_subsequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}

// One step of both recursions; (x1 - x2) mod m1 in (0, m1], as a double.
QUALIFIERS double curand_MRG32k3a(curandStateMRG32k3a_t *state) {
  const unsigned int m1 = 4294967087u, m2 = 4294944443u;
  // a12 s1[1] - a13n s1[0] = a12 s1[1] + a13n (m1 - s1[0]) (mod m1), below 2^53.
  unsigned long long p1 = 1403580ull * state->s1[1] + 810728ull * (m1 - state->s1[0]);
  p1 = (p1 >> 32) * 209u + (p1 & 0xffffffffu); // 2^32 = 209 (mod m1)
  if (p1 >= m1)
    p1 -= m1;
  state->s1[0] = state->s1[1];
  state->s1[1] = state->s1[2];
  state->s1[2] = (unsigned int)p1;
  unsigned long long p2 = 527612ull * state->s2[2] + 1370589ull * (m2 - state->s2[0]);
  p2 = (p2 >> 32) * 22853u + (p2 & 0xffffffffu); // 2^32 = 22853 (mod m2), twice
  p2 = (p2 >> 32) * 22853u + (p2 & 0xffffffffu);
  if (p2 >= m2)
    p2 -= m2;
  state->s2[0] = state->s2[1];
  state->s2[1] = state->s2[2];
  state->s2[2] = (unsigned int)p2;
  unsigned int d = (unsigned int)p1 - (unsigned int)p2;
  return p1 <= p2 ? (double)(d + m1) : (double)d;
}

QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *state) {
  return (unsigned int)(curand_MRG32k3a(state) * MRG32K3A_BITS_NORM);
}
QUALIFIERS float curand_uniform(curandStateMRG32k3a_t *state) {
  return (float)(curand_MRG32k3a(state) * MRG32K3A_NORM);
}
QUALIFIERS double curand_uniform_double(curandStateMRG32k3a_t *state) {
  return curand_MRG32k3a(state) * MRG32K3A_NORM;
}

// Box-Muller on two uniforms (cuRAND's device form: __sincosf, sincospi).
QUALIFIERS float2 curand_box_muller_mrg(curandStateMRG32k3a_t *state) {
  float x = curand_uniform(state);
  float y = curand_uniform(state) * CURAND_2PI;
  float2 result;
  float s = sqrtf(-2.0f * logf(x));
  __sincosf(y, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}
QUALIFIERS double2 curand_box_muller_mrg_double(curandStateMRG32k3a_t *state) {
  double x = curand_uniform_double(state);
  double y = curand_uniform_double(state) * 2.0;
  double2 result;
  double s = sqrt(-2.0 * log(x));
  sincospi(y, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

// The pairs curand_normal and curand_log_normal cache, from this generator's uniforms.
QUALIFIERS float2 __kiln_box_muller_pair(curandStateMRG32k3a_t *state) { return curand_box_muller_mrg(state); }
QUALIFIERS double2 __kiln_box_muller_pair_double(curandStateMRG32k3a_t *state) {
  return curand_box_muller_mrg_double(state);
}

QUALIFIERS float curand_normal(curandStateMRG32k3a_t *state) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<float>{});
}
QUALIFIERS float2 curand_normal2(curandStateMRG32k3a_t *state) { return curand_box_muller_mrg(state); }
QUALIFIERS double curand_normal_double(curandStateMRG32k3a_t *state) {
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_NORMAL>(state, __kiln_normal_map<double>{});
}
QUALIFIERS double2 curand_normal2_double(curandStateMRG32k3a_t *state) {
  return curand_box_muller_mrg_double(state);
}

QUALIFIERS float curand_log_normal(curandStateMRG32k3a_t *state, float mean, float stddev) {
  return __kiln_curand_cached_pair<float, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<float>{mean, stddev});
}
QUALIFIERS float2 curand_log_normal2(curandStateMRG32k3a_t *state, float mean, float stddev) {
  float2 v = curand_box_muller_mrg(state);
  v.x = expf(mean + (stddev * v.x));
  v.y = expf(mean + (stddev * v.y));
  return v;
}
QUALIFIERS double curand_log_normal_double(curandStateMRG32k3a_t *state, double mean, double stddev) {
  return __kiln_curand_cached_pair<double, EXTRA_FLAG_LOG_NORMAL>(state, __kiln_log_normal_map<double>{mean, stddev});
}
QUALIFIERS double2 curand_log_normal2_double(curandStateMRG32k3a_t *state, double mean, double stddev) {
  double2 v = curand_box_muller_mrg_double(state);
  v.x = exp(mean + (stddev * v.x));
  v.y = exp(mean + (stddev * v.y));
  return v;
}

//===----------------------------------------------------------------------===//
// Sobol32 / Sobol64 and their scrambled forms
//===----------------------------------------------------------------------===//
// Quasirandom sequences from the host's direction vectors
// (curandGetDirectionVectors32/64): draw i is the XOR of the direction
// vectors at the set bits of i's Gray code (and the scramble constant), so the
// next draw flips the vector at i's lowest zero bit. Normals go through the
// inverse CDF (erfcinv), as cuRAND's: one normal per draw, no Box-Muller.

template <class S, class W, int B> QUALIFIERS void __kiln_sobol_skipahead(W n, S *state) {
  state->x = state->c;
  state->i += n;
  W gray = state->i ^ (state->i >> 1);
  for (int k = 0; k < B; ++k)
    if (gray & ((W)1 << k))
      state->x ^= state->direction_vectors[k];
}
QUALIFIERS void skipahead(unsigned int n, curandStateSobol32_t *state) {
  __kiln_sobol_skipahead<curandStateSobol32_t, unsigned int, 32>(n, state);
}
QUALIFIERS void skipahead(unsigned int n, curandStateScrambledSobol32_t *state) {
  __kiln_sobol_skipahead<curandStateScrambledSobol32_t, unsigned int, 32>(n, state);
}
QUALIFIERS void skipahead(unsigned long long n, curandStateSobol64_t *state) {
  __kiln_sobol_skipahead<curandStateSobol64_t, unsigned long long, 64>(n, state);
}
QUALIFIERS void skipahead(unsigned long long n, curandStateScrambledSobol64_t *state) {
  __kiln_sobol_skipahead<curandStateScrambledSobol64_t, unsigned long long, 64>(n, state);
}

template <class S, class V, int B> QUALIFIERS void __kiln_sobol_init(const V *vectors, V scramble, V offset, S *state) {
  state->i = 0;
  state->c = scramble;
  for (int k = 0; k < B; ++k)
    state->direction_vectors[k] = vectors[k];
  state->x = scramble;
  skipahead(offset, state);
}
QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state) {
  __kiln_sobol_init<curandStateSobol32_t, unsigned int, 32>(direction_vectors, 0u, offset, state);
}
QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c, unsigned int offset,
                            curandStateScrambledSobol32_t *state) {
  __kiln_sobol_init<curandStateScrambledSobol32_t, unsigned int, 32>(direction_vectors, scramble_c, offset, state);
}
QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                            curandStateSobol64_t *state) {
  __kiln_sobol_init<curandStateSobol64_t, unsigned long long, 64>(direction_vectors, 0ull, offset, state);
}
QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                            unsigned long long offset, curandStateScrambledSobol64_t *state) {
  __kiln_sobol_init<curandStateScrambledSobol64_t, unsigned long long, 64>(direction_vectors, scramble_c, offset,
                                                                           state);
}

// The position of the lowest zero bit of x (31 or 63 when there is none).
QUALIFIERS int __curand_find_trailing_zero(unsigned int x) {
  int y = __ffs(~x);
  return y ? y - 1 : 31;
}
QUALIFIERS int __curand_find_trailing_zero(unsigned long long x) {
  int y = __ffsll(~x);
  return y ? y - 1 : 63;
}
template <class S> QUALIFIERS decltype(S::x) __kiln_sobol_next(S *state) {
  decltype(S::x) result = state->x;
  state->x ^= state->direction_vectors[__curand_find_trailing_zero(state->i)];
  state->i++;
  return result;
}
QUALIFIERS unsigned int curand(curandStateSobol32_t *state) { return __kiln_sobol_next(state); }
QUALIFIERS unsigned int curand(curandStateScrambledSobol32_t *state) { return __kiln_sobol_next(state); }
QUALIFIERS unsigned long long curand(curandStateSobol64_t *state) { return __kiln_sobol_next(state); }
QUALIFIERS unsigned long long curand(curandStateScrambledSobol64_t *state) { return __kiln_sobol_next(state); }

// Inverse-CDF normals, cuRAND's expressions: mirrored to (0, 0.5] for precision.
QUALIFIERS float _curand_normal_icdf(unsigned int x) {
  float s = CURAND_SQRT2;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  float p = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  return s * erfcinvf(2.0f * p);
}
QUALIFIERS float _curand_normal_icdf(unsigned long long x) { return _curand_normal_icdf((unsigned int)(x >> 32)); }
QUALIFIERS double _curand_normal_icdf_double(unsigned int x) {
  double s = CURAND_SQRT2_DOUBLE;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  double p = x * CURAND_2POW32_INV_DOUBLE + (CURAND_2POW32_INV_DOUBLE / 2.0);
  return s * erfcinv(2.0 * p);
}
QUALIFIERS double _curand_normal_icdf_double(unsigned long long x) {
  double s = CURAND_SQRT2_DOUBLE;
  x >>= 11;
  if (x > 0x10000000000000ull) {
    x = 0x1fffffffffffffull - x;
    s = -s;
  }
  double p = x * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
  return s * erfcinv(2.0 * p);
}

#define __KILN_SOBOL_DISTRIBUTIONS(S)                                                                  \
  QUALIFIERS float curand_uniform(S *state) { return _curand_uniform(curand(state)); }                 \
  QUALIFIERS double curand_uniform_double(S *state) { return _curand_uniform_double(curand(state)); }  \
  QUALIFIERS float curand_normal(S *state) { return _curand_normal_icdf(curand(state)); }              \
  QUALIFIERS double curand_normal_double(S *state) { return _curand_normal_icdf_double(curand(state)); } \
  QUALIFIERS float curand_log_normal(S *state, float mean, float stddev) {                             \
    return expf(mean + (stddev * _curand_normal_icdf(curand(state))));                                 \
  }                                                                                                    \
  QUALIFIERS double curand_log_normal_double(S *state, double mean, double stddev) {                   \
    return exp(mean + (stddev * _curand_normal_icdf_double(curand(state))));                           \
  }
__KILN_SOBOL_DISTRIBUTIONS(curandStateSobol32_t)
__KILN_SOBOL_DISTRIBUTIONS(curandStateScrambledSobol32_t)
__KILN_SOBOL_DISTRIBUTIONS(curandStateSobol64_t)
__KILN_SOBOL_DISTRIBUTIONS(curandStateScrambledSobol64_t)
#undef __KILN_SOBOL_DISTRIBUTIONS

//===----------------------------------------------------------------------===//
// Generators and distributions kilnc does not provide: a clear error at the call
//===----------------------------------------------------------------------===//

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
